import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { uniqueWord } from './admin';
import { waitForMail } from './mailbox';
import { portraitPng } from './portrait';

/** Someone applying for membership, with an e-mail, mobile and dental number of their own. */
export const newApplicant = () => {
  const word = uniqueWord();
  return {
    email: `${word}@e2e.osi.test`,
    password: 'Implant#2025',
    title: 'Dr.',
    firstName: word[0]!.toUpperCase() + word.slice(1),
    lastName: 'Menon',
    dob: '1988-04-12',
    gender: 'Female',
    specialty: 'Prosthodontics',
    institution: 'Government Dental College',
    dentalRegNumber: `KA-${word.toUpperCase()}`,
    address: '12 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postcode: '560025',
    country: 'India',
    mobileNo: String(randomInt(6_000_000_000, 9_999_999_999)),
    howDidYouKnow: 'Friend',
    membershipType: 'Annual Member',
  };
};
export type Applicant = ReturnType<typeof newApplicant>;

export const thankYou =
  'Thank you for registering! Your profile is currently under review. Once it has been approved, you will receive a confirmation email.';

type RegisterOptions = {
  /** Called on each step once it is filled in, before moving on (for screenshots). */
  onStep?: (step: string) => Promise<void>;
  /** Called once the checkout is paid, before the confirmation is expected. */
  afterPaying?: () => Promise<void>;
};

/**
 * Applies for membership through the seven steps of /become-a-member, as a visitor would: the
 * verification code is read from the e-mail the SMTP sink received, and the sandbox checkout is
 * paid. Ends on step 7 with a pending application; returns the applicant.
 */
export const registerThroughWizard = async (
  page: Page,
  applicant: Applicant = newApplicant(),
  { onStep = async () => undefined, afterPaying = async () => undefined }: RegisterOptions = {},
) => {
  const step = async (title: string) =>
    expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const next = () => page.getByRole('button', { name: 'Next' }).click();

  await page.goto('/become-a-member');
  await step('Create Account');
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('Password', { exact: true }).fill(applicant.password);
  await onStep('Create Account');
  await next();

  await step('Additional Details');
  const initials = `${applicant.firstName[0]}${applicant.lastName[0]}`;
  await page.getByLabel('Profile picture').setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: await portraitPng(page, initials),
  });
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
  await page.getByLabel('Title').selectOption(applicant.title);
  await page.getByLabel('First name').fill(applicant.firstName);
  await page.getByLabel('Last name').fill(applicant.lastName);
  await page.getByLabel('Date of birth').fill(applicant.dob);
  await page.getByLabel('Gender').selectOption({ label: applicant.gender });
  await page.getByLabel('Speciality').fill(applicant.specialty);
  await page.getByLabel('Institution').fill(applicant.institution);
  await page.getByLabel('Dental registration number').fill(applicant.dentalRegNumber);
  await page.getByLabel('Address').fill(applicant.address);
  await page.getByLabel('City').fill(applicant.city);
  await page.getByLabel('State').fill(applicant.state);
  await page.getByLabel('Postcode').fill(applicant.postcode);
  await page.getByLabel('Country').selectOption(applicant.country);
  await page.getByLabel('Mobile number').fill(applicant.mobileNo);
  await page.getByLabel('How did you hear about us?').selectOption(applicant.howDidYouKnow);
  await onStep('Additional Details');
  await next();

  await step('Membership Type');
  await page.getByRole('radio', { name: new RegExp(applicant.membershipType) }).check();
  await onStep('Membership Type');
  await next();

  await step('Send OTP');
  await onStep('Send OTP');
  await page.getByRole('button', { name: 'Send OTP' }).click();

  await step('Email Verification');
  const codeMail = await waitForMail(applicant.email, /is your verification code/);
  const code = /\d{6}/.exec(codeMail.subject)![0];
  await page.getByLabel('Verification code').fill(code);
  await onStep('Email Verification');
  await next();

  await step('Profile Summary');
  await onStep('Profile Summary');
  await page.getByRole('checkbox', { name: /I have read the privacy notice/ }).check();
  await page.getByRole('button', { name: /^Pay ₹[\d,]+ and Register$/ }).click();
  const checkout = page.getByRole('dialog');
  await expect(checkout.getByText('Sandbox — no real money is taken')).toBeVisible();
  await onStep('Checkout');
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await afterPaying();

  await step('Confirmation');
  await expect(page.getByText(thankYou)).toBeVisible();
  await onStep('Confirmation');
  return applicant;
};

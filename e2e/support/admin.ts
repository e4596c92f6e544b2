import { randomInt } from 'node:crypto';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { MemberListItem, MembershipType } from '@osi/shared';
import { artifactsDir, baseURL, seedAdmin } from './environment';
import { waitForMail } from './mailbox';

/**
 * Journeys of a signed-in administrator. The seeded administrator signs in once per worker
 * through the API (sign-ins are rate limited) and every test starts with that session.
 */
export const test = base.extend<object, { adminStorageState: string }>({
  adminStorageState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL });
      const response = await context.request.post('/api/auth/admin/login', { data: seedAdmin });
      expect(response.ok(), 'the seeded administrator signs in').toBe(true);
      // A file of each worker's own: workers start together, and would write one file at once.
      const file = path.join(artifactsDir, `admin-session-${workerInfo.workerIndex}.json`);
      await context.storageState({ path: file });
      await context.close();
      await use(file);
    },
    { scope: 'worker' },
  ],
  storageState: ({ adminStorageState }, use) => use(adminStorageState),
});

const letters = 'abcdefghijklmnopqrstuvwxyz';
/** A word no other test uses: names may not contain digits. */
export const uniqueWord = (length = 8) =>
  Array.from({ length }, () => letters[randomInt(letters.length)]).join('');

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** A made-up person with an e-mail, a mobile number and a membership ID of their own. */
export const newPerson = () => {
  const word = uniqueWord();
  return {
    firstName: capitalised(word),
    lastName: 'Test',
    email: `${word}@e2e.osi.test`,
    mobileNo: String(randomInt(6_000_000_000, 9_999_999_999)),
    membershipId: `E2E-${word.toUpperCase()}`,
  };
};
export type Person = ReturnType<typeof newPerson>;

/** Adds a member by hand through the API, as the Add New Member modal does. */
export const addMemberViaApi = async (request: APIRequestContext, person = newPerson()) => {
  const response = await request.post('/api/admin/members', {
    data: { title: 'Dr.', password: 'Implant#2025', ...person },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { person, member: ((await response.json()) as { member: MemberListItem }).member };
};

/** Adds an administrator of `role` through the API, as an Owner does; answers with the e-mail. */
export const addAdministratorViaApi = async (
  request: APIRequestContext,
  administrator: { name: string; password: string; role: string },
) => {
  const added = { ...administrator, email: `${uniqueWord()}@e2e.osi.test` };
  const response = await request.post('/api/admin/admins', { data: added });
  expect(response.status(), await response.text()).toBe(201);
  return added;
};

/** Fills the back office's sign-in form and sends it; a second step may follow. */
export const signInToBackOffice = async (
  page: Page,
  { email, password }: { email: string; password: string },
) => {
  await page.goto('/adminlogin');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

export const createMembershipTypeViaApi = async (request: APIRequestContext, price = 5000) => {
  const response = await request.post('/api/admin/membership-types', {
    data: { name: `Life ${uniqueWord(5)}`, price },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { membershipType: MembershipType }).membershipType;
};

/** An 8 × 8 purple PNG: what the registration's photo upload accepts. */
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOIVtyGFTEMLQkAzbtMgdG569kAAAAASUVORK5CYII=',
  'base64',
);

/**
 * Registers an applicant through the public API, as the seven-step wizard does: photo, e-mail
 * code (read from the e-mail the SMTP sink received), order, sandbox payment, registration.
 * The result is a pending application, the only kind with a review status.
 */
export const registerApplicantViaApi = async (
  request: APIRequestContext,
  membershipTypeId: string,
  person = newPerson(),
) => {
  const post = async (url: string, data: unknown) => {
    const response = await request.post(url, { data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const upload = await request.post('/api/registration/uploads', {
    multipart: {
      purpose: 'profile_picture',
      file: { name: 'me.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { key: profilePictureKey } = await upload.json();

  await post('/api/registration/verification-code', { email: person.email });
  const codeMail = await waitForMail(person.email, /is your verification code/);
  const otp = /\d{6}/.exec(codeMail.subject)![0];
  await post('/api/registration/verification-code/verify', { email: person.email, otp });

  const notice = await request.get('/api/privacy-notice');
  const consent = { privacyConsent: true, privacyNoticeVersion: (await notice.json()).version };
  const order = await post('/api/registration/order', {
    email: person.email,
    membershipTypeId,
    ...consent,
  });
  const paid = await post('/api/payments/sandbox/checkout', {
    orderId: order.orderId,
    outcome: 'success',
  });
  await post('/api/registration', {
    email: person.email,
    password: 'Implant#2025',
    profilePictureKey,
    title: 'Dr.',
    firstName: person.firstName,
    middleName: '',
    lastName: person.lastName,
    dob: '1988-04-12',
    gender: 'female',
    specialty: 'Prosthodontics',
    certificateName: '',
    referenceCode: '',
    nationality: 'Indian',
    department: 'Prosthodontics',
    institution: 'Government Dental College',
    dentalRegNumber: `KA-${person.mobileNo}`,
    address: '12 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postcode: '560025',
    mobileNo: person.mobileNo,
    country: 'India',
    howDidYouKnow: 'Friend',
    membershipTypeId,
    ...consent,
    payment: {
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    },
  });
  return person;
};

export const backOfficeNav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/** The card of a membership application in the list, found by the member's name. */
export const memberCard = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Searches the membership applications and waits for the list to show the result. */
export const searchApplications = async (page: Page, text: string) => {
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(text);
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('search') === text.trim() && !url.searchParams.has('page'),
  );
};

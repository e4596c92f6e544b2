import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { screenshotPath } from '../support/environment';
import { waitForMail } from '../support/mailbox';
import { watchPageErrors } from '../support/page-errors';
import { newApplicant, registerThroughWizard } from '../support/registration';
import { desktop, mobile } from '../support/viewports';

const fileName = (step: string) => step.toLowerCase().replaceAll(' ', '-');

let pageErrors: string[];
test.beforeEach(async ({ page }) => {
  pageErrors = await watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

test.describe('desktop', () => {
  test.use({ viewport: desktop });

  test('a visitor applies in seven steps, pays in the sandbox checkout and is thanked', async ({
    page,
  }) => {
    const applicant = await registerThroughWizard(page, newApplicant(), {
      onStep: async (step) => {
        if (step === 'Profile Summary') {
          const notice = page.getByRole('link', {
            name: /Read the privacy notice \(version \d+\)/,
          });
          await expect(notice).toHaveAttribute('href', '/privacy');
          await expect(notice).toHaveAttribute('target', '_blank');
        }
        await page.screenshot({
          path: screenshotPath(`registration-${fileName(step)}-desktop`),
          fullPage: step !== 'Checkout',
        });
      },
    });
    const received = await waitForMail(applicant.email, /received your membership application/);
    expect(received.text).toContain(applicant.firstName);

    await page.goto('/become-a-member');
    await page.getByLabel('Email').fill(applicant.email);
    await page.getByLabel('Password', { exact: true }).fill('Another#2025');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'This Email is already in use, login or register with new Email.',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Create Account' })).toBeVisible();
  });

  test('the privacy notice is linked from the footer and names the grievance officer', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    await expect(page.getByText(/^Version \d+, published \d+ \w+ \d{4}$/)).toBeVisible();
    await expect(page.getByText('Data Protection Board of India')).toBeVisible();
    const grievance = page.getByRole('complementary', { name: 'Grievance officer' });
    await expect(grievance).toContainText('Dr. Meera Subramanian, Honorary Secretary');
    await expect(
      grievance.getByRole('link', { name: 'grievance@osi-india.example' }),
    ).toHaveAttribute('href', 'mailto:grievance@osi-india.example');
    await expect(grievance).toContainText('We answer grievances within 30 days.');
    await expectNoSeriousA11yViolations(page);
  });

  test('a reload keeps the application and the verified e-mail, asking only for the password', async ({
    page,
  }) => {
    const applicant = newApplicant();
    await registerThroughWizard(page, applicant, {
      onStep: async (step) => {
        if (step !== 'Profile Summary') return;
        await page.reload();
        await expect(page.getByLabel('Email')).toHaveValue(applicant.email);
        await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
        await page.getByLabel('Password', { exact: true }).fill(applicant.password);
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(
          page.getByRole('heading', { level: 2, name: 'Profile Summary' }),
        ).toBeVisible();
        await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
      },
    });
  });

  test('an applicant refused after paying corrects the details and finishes without paying again', async ({
    page,
    browser,
  }) => {
    const applicant = newApplicant();
    const paymentIds = new Set<string>();
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/payments/sandbox/checkout')) {
        paymentIds.add((await response.json()).razorpay_payment_id);
      }
    });
    await registerThroughWizard(page, applicant, {
      onStep: async (step) => {
        if (step !== 'Profile Summary') return;
        // Someone else registers this mobile number while the applicant reads the summary.
        const other = await browser.newContext();
        await registerThroughWizard(await other.newPage(), {
          ...newApplicant(),
          mobileNo: applicant.mobileNo,
        });
        await other.close();
      },
      afterPaying: async () => {
        const refused = page.getByRole('alert').filter({ hasText: 'the registration failed' });
        await expect(refused).toContainText('This Mobile number is already Registered!');
        await expect(refused).toContainText(
          'Registration failed after payment. Contact support with Payment ID: pay_',
        );
        for (const title of [
          'Email Verification',
          'Send OTP',
          'Membership Type',
          'Additional Details',
        ]) {
          await page.getByRole('button', { name: 'Back' }).click();
          await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
        }
        await page.getByLabel('Mobile number').fill(newApplicant().mobileNo);
        for (const title of [
          'Membership Type',
          'Send OTP',
          'Email Verification',
          'Profile Summary',
        ]) {
          await page.getByRole('button', { name: 'Next' }).click();
          await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
        }
        await page.getByRole('button', { name: 'Try registering again' }).click();
      },
    });
    expect(paymentIds.size).toBe(1);
  });

  test('step 1 says what is missing, and is accessible', async ({ page }) => {
    await page.goto('/become-a-member');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is Required');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      /Password is required/,
    );
    await expect(page.getByRole('navigation', { name: 'Registration steps' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: mobile, isMobile: true, hasTouch: true });

  test('step 1 fits a phone, under a compact step header, and is accessible', async ({ page }) => {
    await page.goto('/become-a-member');
    await expect(page.getByRole('progressbar', { name: 'Registration progress' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Registration steps' })).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('registration-create-account-mobile') });
    await expectNoSeriousA11yViolations(page);
  });
});

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

import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { baseURL, screenshotPath } from '../support/environment';
import { waitForMail } from '../support/mailbox';
import { watchPageErrors } from '../support/page-errors';
import { registerThroughWizard, type Applicant } from '../support/registration';
import { pathnameOf, siteHeader } from '../support/site-navigation';
import { desktop, mobile } from '../support/viewports';

let member: Applicant;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL, viewport: desktop });
  member = await registerThroughWizard(page);
  await page.close();
});

let pageErrors: string[];
test.beforeEach(async ({ page }) => {
  pageErrors = await watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

const signIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
};

test.describe('desktop', () => {
  test.use({ viewport: desktop });

  test('the login page is complete and accessible', async ({ page }) => {
    await page.goto('/member-login');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Again' })).toBeVisible();
    await expect(page.getByText('Welcome Back')).toBeVisible();
    await expect(page.getByRole('img', { name: 'login' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('member-login-desktop'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown e-mail and a wrong password are explained', async ({ page }) => {
    await page.goto('/member-login');
    await signIn(page, 'nobody.here@e2e.osi.test', 'Implant#2025');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Member not found. Please SignUp.',
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Member not found' })).toBeVisible();

    await signIn(page, member.email, 'Not-the-password1');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Invalid password.',
    );
    await page.screenshot({ path: screenshotPath('member-login-errors-desktop') });
    expect(pathnameOf(page)).toBe('/member-login');
  });

  test('a member resets a forgotten password through the e-mailed link', async ({ page }) => {
    await page.goto('/member-login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'reset the password' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('forgot-password-desktop') });

    const mail = await waitForMail(member.email, /Reset your password/);
    const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(mail.text)![0];
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Implant#2030');
    await page.getByLabel('Confirm new password').fill('Implant#2030');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successful!')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
    await page.screenshot({ path: screenshotPath('reset-password-desktop') });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await signIn(page, member.email, 'Implant#2030');
    await expect.poll(() => pathnameOf(page)).toBe('/dashboard');
    await expect(siteHeader(page).getByRole('button', { name: 'Your account' })).toBeVisible();

    // Signed in, the login page (drawn by the server without knowing who) sends them on.
    await page.goto('/member-login?next=/discussion-forums');
    await expect.poll(() => pathnameOf(page)).toBe('/discussion-forums');
  });
});

test.describe('mobile', () => {
  test.use({ viewport: mobile, isMobile: true, hasTouch: true });

  test('the login page fits a phone and is accessible', async ({ page }) => {
    await page.goto('/member-login');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Again' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('member-login-mobile'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
});

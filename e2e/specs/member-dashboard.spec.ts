import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { baseURL, screenshotPath } from '../support/environment';
import { watchPageErrors } from '../support/page-errors';
import { portraitPng } from '../support/portrait';
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

const signIn = async (page: Page, password = member.password) => {
  await page.goto('/member-login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
};

/** The value shown for `label` in the Personal Information block. */
const detail = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Personal Information' })
    .locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

test.describe('desktop', () => {
  test.use({ viewport: desktop });

  test('a member edits the profile, changes the password and signs in again with it', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect.poll(() => pathnameOf(page)).toBe('/member-login');

    await signIn(page);
    await expect.poll(() => pathnameOf(page)).toBe('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(siteHeader(page).getByRole('button', { name: 'Your account' })).toBeVisible();
    const name = `Dr. ${member.firstName} ${member.lastName}`;
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText('Your application is under review')).toBeVisible();
    await expect(detail(page, 'Membership package')).toHaveText('Annual Member — ₹3,000');
    await expect(detail(page, 'Date of birth')).toHaveText(/^12 April 1988 \(age \d+\)$/);
    await expect(detail(page, 'Middle name')).toHaveText('N/A');
    await page.screenshot({ path: screenshotPath('dashboard-profile-desktop'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Information' });
    await editor.getByLabel('Profile picture').setInputFiles({
      name: 'new-portrait.png',
      mimeType: 'image/png',
      buffer: await portraitPng(page, 'AM', '#0f766e'),
    });
    await expect(editor.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      /^\/api\/registration\/uploads\/upl_/,
    );
    await editor.getByLabel('City').fill('Mysuru');
    await editor.getByLabel('Middle name').fill('Kavya');
    await page.screenshot({ path: screenshotPath('dashboard-edit-desktop') });
    await expectNoSeriousA11yViolations(page);
    await editor.getByRole('button', { name: 'Submit Changes' }).click();
    const updated = page.getByRole('alert').filter({ hasText: 'Membership details updated' });
    await expect(updated).toBeVisible();
    // The body's slate-800, well clear of WCAG's 4.5:1 even while the toast fades in.
    await expect(updated).toHaveCSS('color', 'oklch(0.279 0.041 260.031)');
    await updated.screenshot({ path: screenshotPath('toast-desktop') });
    await expect(editor).toBeHidden();
    await expect(detail(page, 'City')).toHaveText('Mysuru');
    await expect(
      page.getByRole('heading', { level: 2, name: `Dr. ${member.firstName} Kavya Menon` }),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Current password').fill(member.password);
    await page.getByLabel('New password', { exact: true }).fill('Implant#2026');
    await page.getByLabel('Confirm new password').fill('Implant#2026');
    await page.screenshot({ path: screenshotPath('dashboard-settings-desktop') });
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully.')).toBeVisible();
    member.password = 'Implant#2026';

    await siteHeader(page).getByRole('button', { name: 'Your account' }).click();
    await siteHeader(page).getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => pathnameOf(page)).toBe('/');
    await expect(siteHeader(page).getByRole('link', { name: 'Login' })).toBeVisible();

    await signIn(page, 'Implant#2025');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Invalid password.',
    );
    await signIn(page);
    await expect.poll(() => pathnameOf(page)).toBe('/dashboard');
  });

  test('a member whose record cannot be loaded is signed out and sent home', async ({ page }) => {
    await signIn(page);
    await expect.poll(() => pathnameOf(page)).toBe('/dashboard');
    await page.route('**/api/me/profile', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'Try again later.' } }),
      }),
    );
    await page.reload();

    await expect(page.getByText('Failed to fetch member details.')).toBeVisible();
    await expect.poll(() => pathnameOf(page)).toBe('/');
    await expect(siteHeader(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/dashboard');
    await expect.poll(() => pathnameOf(page)).toBe('/member-login');
  });
});

test.describe('mobile', () => {
  test.use({ viewport: mobile, isMobile: true, hasTouch: true });

  test('the dashboard fits a phone, its tabs along the top, and is accessible', async ({
    page,
  }) => {
    await signIn(page);
    await expect.poll(() => pathnameOf(page)).toBe('/dashboard');
    const tabs = page.getByRole('tablist', { name: 'Dashboard' });
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('region', { name: 'Personal Information' })).toBeVisible();
    const [tabsBox, panelBox] = [await tabs.boundingBox(), await panel.boundingBox()];
    expect(tabsBox!.y + tabsBox!.height, 'the tabs sit above the panel').toBeLessThanOrEqual(
      panelBox!.y,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('dashboard-profile-mobile'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await tabs.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('dashboard-settings-mobile') });
    await expectNoSeriousA11yViolations(page);
  });
});

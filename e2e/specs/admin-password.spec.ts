import { expect } from '@playwright/test';
import { addAdministratorViaApi, signInToBackOffice, test } from '../support/admin';
import { screenshotPath } from '../support/environment';
import { watchPageErrors } from '../support/page-errors';

const signedOut = { cookies: [], origins: [] };

test('a Check-in administrator changes their own password on a phone', async ({
  page,
  browser,
}) => {
  const desk = await addAdministratorViaApi(page.request, {
    name: 'Devika Desk',
    password: 'Desk#Passw0rd!',
    role: 'check_in',
  });

  const context = await browser.newContext({
    storageState: signedOut,
    viewport: { width: 390, height: 844 },
  });
  const phone = await context.newPage();
  const pageErrors = await watchPageErrors(phone);
  const signIn = (password: string) => signInToBackOffice(phone, { email: desk.email, password });
  // A phone's top bar has no room for the name (screen readers say it): its links show sign-in.
  const signedIn = phone.getByRole('link', { name: 'Password' });

  await signIn(desk.password);
  await expect(phone.getByText(`Signed in as ${desk.name}`)).toBeAttached();
  await signedIn.click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Your password' })).toBeVisible();
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);

  await phone.getByLabel('Current password', { exact: true }).fill(desk.password);
  await phone.getByLabel('New password', { exact: true }).fill('Desk#Changed2026');
  await phone.getByLabel('Confirm new password').fill('Desk#Changed2026');
  await phone.getByRole('button', { name: 'Change Password' }).click();
  await expect(phone.getByText('Password changed successfully.')).toBeVisible();
  await expect(phone.getByLabel('Current password')).toHaveValue('');
  await phone.screenshot({ path: screenshotPath('admin-password-mobile'), fullPage: true });

  await phone.getByRole('button', { name: 'Logout' }).click();
  await expect(phone).toHaveURL(/\/adminlogin$/);
  await signIn(desk.password);
  await expect(phone.getByText('Incorrect e-mail or password.').first()).toBeVisible();
  await signIn('Desk#Changed2026');
  await expect(signedIn).toBeVisible();

  expect(pageErrors).toEqual([]);
  await context.close();
});

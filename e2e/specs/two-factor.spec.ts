import { expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { addAdministratorViaApi, signInToBackOffice, test } from '../support/admin';
import { screenshotPath } from '../support/environment';
import { watchPageErrors } from '../support/page-errors';

const signedOut = { cookies: [], origins: [] };

/**
 * The code an authenticator app would show for the key typed in from the page, one time step
 * ahead: the step of the code that turned two-factor on cannot serve again, and the server
 * allows one step of clock drift either way.
 */
const nextCode = (key: string) =>
  TOTP.generate({
    secret: Secret.fromBase32(key.replace(/ /g, '')),
    timestamp: Date.now() + 30_000,
  });

test('a Finance administrator turns on two-factor sign-in and signs in with a code', async ({
  page,
  browser,
}) => {
  const finance = await addAdministratorViaApi(page.request, {
    name: 'Farah Finance',
    password: 'Finance#Passw0rd!',
    role: 'finance',
  });

  const context = await browser.newContext({ storageState: signedOut });
  const financePage = await context.newPage();
  const pageErrors = await watchPageErrors(financePage);
  const signIn = () => signInToBackOffice(financePage, finance);

  // The Overview is not a Finance page: the sign-in lands on the first page the role may use.
  const signedIn = financePage.getByText(`Signed in as ${finance.name}`);
  await signIn();
  await expect(signedIn).toBeVisible();
  await financePage.getByRole('link', { name: 'Two-factor sign-in' }).click();
  await financePage.getByLabel('Your password').fill(finance.password);
  await financePage.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(
    financePage.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  await financePage.screenshot({ path: screenshotPath('admin-two-factor-enrol'), fullPage: true });
  const key = (await financePage.getByTestId('two-factor-key').textContent())!;
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
  const code = TOTP.generate({ secret: Secret.fromBase32(key.replace(/ /g, '')) });
  await financePage.getByLabel('Code from your app').fill(code);
  await financePage.getByRole('button', { name: 'Turn on' }).click();

  const recoveryCodes = financePage.getByRole('list', { name: 'Recovery codes' });
  await expect(recoveryCodes.getByRole('listitem')).toHaveCount(10);
  await financePage.getByRole('button', { name: 'I have saved them' }).click();
  await expect(financePage.getByRole('main').getByText('Two-factor sign-in is on.')).toBeVisible();

  await financePage.getByRole('button', { name: 'Logout' }).click();
  await expect(financePage).toHaveURL(/\/adminlogin$/);
  await signIn();
  const codeField = financePage.getByLabel('Authentication code');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill(nextCode(key));
  await financePage.getByRole('button', { name: 'Verify' }).click();
  await expect(signedIn).toBeVisible();

  expect(pageErrors).toEqual([]);
  await context.close();
});

import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { addMemberViaApi, test } from '../support/admin';
import { baseURL, screenshotPath } from '../support/environment';
import { waitForMail } from '../support/mailbox';
import { failOnPageErrors } from '../support/page-errors';

failOnPageErrors(test);

const signIn = async (page: Page, email: string) => {
  await page.goto('/member-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Implant#2025');
  await page.getByRole('button', { name: 'Login' }).click();
};

test('a member downloads their data and is erased at their request', async ({
  page,
  request,
  browser,
}) => {
  const { person } = await addMemberViaApi(request);
  const name = `Dr. ${person.firstName} ${person.lastName}`;

  const memberContext = await browser.newContext({ baseURL, storageState: undefined });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, person.email);
  await expect(memberPage.getByRole('tab', { name: 'Settings' })).toBeVisible();
  await memberPage.getByRole('tab', { name: 'Settings' }).click();
  const yourData = memberPage.getByRole('region', { name: 'Your data' });
  await expect(yourData.getByText('You have made no requests yet.')).toBeVisible();

  const [download] = await Promise.all([
    memberPage.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = await readFile(await download.path());
  expect(archive.subarray(0, 2).toString()).toBe('PK');
  expect(archive.includes('records/members.json')).toBe(true);
  expect(archive.includes('records/privacy_requests.json')).toBe(true);
  await expect(yourData.getByText('Data download')).toBeVisible();

  await yourData.getByRole('button', { name: 'Ask to erase my account' }).click();
  const ask = memberPage.getByRole('dialog', { name: 'Ask to erase your account?' });
  await expect(ask.getByText(/This cannot be undone/)).toBeVisible();
  await ask.getByLabel('Anything the Owner should know (optional)').fill('Leaving practice.');
  await memberPage.screenshot({ path: screenshotPath('privacy-ask-erasure') });
  await ask.getByRole('button', { name: 'Ask to erase my account' }).click();
  await expect(memberPage.getByText(/We have received your request to erase/)).toBeVisible();
  await expect(yourData.getByText('Pending')).toBeVisible();
  await expect(yourData.getByRole('button', { name: 'Ask to erase my account' })).toBeDisabled();
  await waitForMail(person.email, /request to erase your account/);

  await page.goto('/admin-privacy-requests?kind=erasure&status=pending');
  await expect(page.getByRole('heading', { name: 'Privacy requests' })).toBeVisible();
  await page.getByRole('button', { name: `Approve the erasure of ${name}` }).click();
  const approve = page.getByRole('dialog', { name: 'Approve and erase this account?' });
  await expect(approve.getByText(/This cannot be undone/)).toBeVisible();
  await page.screenshot({ path: screenshotPath('privacy-approve-erasure') });
  await approve.getByRole('button', { name: 'Erase the account' }).click();
  await expect(page.getByText('The account was erased.')).toBeVisible();
  await page.goto('/admin-privacy-requests?kind=erasure&status=completed');
  await expect(page.getByRole('row').filter({ hasText: 'Leaving practice.' })).toContainText(
    'Erased member',
  );

  await signIn(memberPage, person.email);
  await expect(memberPage.getByLabel('Email')).toHaveAccessibleDescription(
    'Member not found. Please SignUp.',
  );
  await memberContext.close();
});

import { expect } from '@playwright/test';
import { addMemberViaApi, backOfficeNav, newPerson, test } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { baseURL, screenshotPath } from '../support/environment';
import { waitForMail } from '../support/mailbox';
import { watchPageErrors } from '../support/page-errors';
import { desktop } from '../support/viewports';

test.use({ viewport: desktop });

test('an Owner invites a Content editor, who may use only the content pages', async ({
  page,
  request,
  browser,
}) => {
  const pageErrors = await watchPageErrors(page);
  const { member } = await addMemberViaApi(request);
  const editor = newPerson();

  await page.goto('/admin/staff');
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to the staff' });
  await dialog.getByLabel('Name').fill(`${editor.firstName} Editor`);
  await dialog.getByLabel('E-mail').fill(editor.email);
  await dialog.getByLabel('Role').selectOption({ label: 'Content' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${editor.email}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Resend to ${editor.email}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: screenshotPath('admin-staff'), fullPage: true });

  const mail = await waitForMail(editor.email, /invited to the society/);
  const link = new URL(mail.text.match(/https?:\/\/\S+\/admin\/invitation\/\S+/)![0]);

  const context = await browser.newContext({ baseURL, viewport: desktop });
  const editorPage = await context.newPage();
  const editorErrors = await watchPageErrors(editorPage);
  await editorPage.goto(link.pathname);
  await expect(editorPage.getByText(/You join as Content/)).toBeVisible();
  await expectNoSeriousA11yViolations(editorPage);
  await editorPage.getByLabel('Password', { exact: true }).fill('Content editor 2026');
  await editorPage.getByLabel('Confirm password').fill('Content editor 2026');
  await editorPage.getByRole('button', { name: 'Set password and sign in' }).click();

  const nav = backOfficeNav(editorPage);
  await expect(nav.getByRole('link', { name: 'Study Club' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Site details' })).toBeVisible();
  for (const hidden of ['Membership Applications', 'Payments', 'Overview', 'Staff']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }

  await editorPage.goto(`/admin-membership-details/${member.id}`);
  await expect(
    editorPage.getByRole('heading', { name: 'Your role does not allow this page' }),
  ).toBeVisible();
  const refused = await editorPage.request.get(`/api/admin/members/${member.id}`);
  expect(refused.status()).toBe(403);

  await context.close();
  expect(pageErrors).toEqual([]);
  expect(editorErrors).toEqual([]);
});

import { expect, test, type Browser } from '@playwright/test';
import { memberCard, searchApplications, signInToBackOffice } from '../support/admin';
import { baseURL, screenshotPath, seedAdmin } from '../support/environment';
import { waitForMail } from '../support/mailbox';
import { watchPageErrors } from '../support/page-errors';
import { registerThroughWizard } from '../support/registration';
import { pathnameOf } from '../support/site-navigation';
import { desktop } from '../support/viewports';

/** A page of its own browser context (its own cookies), watched for errors. */
const openPage = async (browser: Browser, errors: string[]) => {
  const context = await browser.newContext({ baseURL, viewport: desktop });
  const page = await context.newPage();
  const pageErrors = await watchPageErrors(page);
  return {
    page,
    close: async () => {
      errors.push(...pageErrors);
      await context.close();
    },
  };
};

test('a visitor applies, an administrator approves, the member is told and sees it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const comment = 'Documents verified. Welcome to the society!';

  const visitor = await openPage(browser, errors);
  const applicant = await registerThroughWizard(visitor.page);
  await visitor.close();
  const name = `${applicant.title} ${applicant.firstName} ${applicant.lastName}`;

  const admin = await openPage(browser, errors);
  await signInToBackOffice(admin.page, seedAdmin);
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await admin.page.getByRole('link', { name: /Applications? waiting for review/ }).click();
  await searchApplications(admin.page, applicant.email);
  const card = memberCard(admin.page, name);
  await expect(card.getByText('pending')).toBeVisible();
  await card.getByRole('link', { name: `View ${name}` }).click();

  const actions = admin.page.getByRole('region', { name: 'Actions' });
  await actions.getByLabel('Status').selectOption('approved');
  await actions.getByLabel('Comment').fill(comment);
  await admin.page.screenshot({ path: screenshotPath('journey-admin-approves'), fullPage: true });
  await actions.getByRole('button', { name: 'Update' }).click();
  await expect(admin.page.getByText('Status updated successfully!')).toBeVisible();
  await expect(memberCard(admin.page, name).getByText('approved')).toBeVisible();
  await admin.close();

  const mail = await waitForMail(applicant.email, /Your membership has been approved/);
  expect(mail.text).toContain(comment);
  const signInLink = /https?:\/\/\S+\/member-login/.exec(mail.text)?.[0];
  expect(signInLink, 'the e-mail links to the member login').toBeTruthy();

  const member = await openPage(browser, errors);
  await member.page.goto(signInLink!);
  await member.page.getByLabel('Email').fill(applicant.email);
  await member.page.getByLabel('Password', { exact: true }).fill(applicant.password);
  await member.page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => pathnameOf(member.page)).toBe('/dashboard');
  await expect(member.page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(member.page.getByText('Approved', { exact: true })).toBeVisible();
  await expect(member.page.getByText('Your application is under review')).toBeHidden();
  await member.page.screenshot({ path: screenshotPath('journey-member-approved'), fullPage: true });
  await member.close();

  expect(errors).toEqual([]);
});

import { readFile } from 'node:fs/promises';
import { expect, type Browser, type Page } from '@playwright/test';
import { caseMessages, fellowshipMessages, membershipNumberMessages } from '@osi/shared';
import { minimalPptx } from '../../apps/server/test/support/zip';
import { addMemberViaApi, test } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { screenshotPath } from '../support/environment';
import { presentation, resetPasswordByMail, signedInMemberContext } from '../support/fellowship';
import { waitForMail } from '../support/mailbox';
import { watchPageErrors } from '../support/page-errors';
import { pathnameOf } from '../support/site-navigation';
import { desktop, mobile } from '../support/viewports';

let pageErrors: string[];
test.beforeEach(async ({ page }) => {
  pageErrors = await watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

/** A page of its own for a member signed in through the API, its errors watched too. */
const memberPage = async (browser: Browser, email: string, viewport = desktop) => {
  const context = await signedInMemberContext(browser, email);
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  pageErrors.push(...(await watchPageErrors(page)));
  return page;
};

const applicationCard = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('the fellowship, end to end', () => {
  test.use({ viewport: desktop });

  test('an approved member applies and pays; an administrator approves; the member uploads, saves and locks a case; the administrator downloads it', async ({
    page: admin,
    browser,
  }) => {
    const { person } = await addMemberViaApi(admin.request);
    const name = `Dr. ${person.firstName} ${person.lastName}`;
    const member = await memberPage(browser, person.email);

    await member.goto('/apply-fellowship');
    await expect(member).toHaveTitle(/^Pay and Register/);
    await expect(member.getByRole('heading', { level: 1 })).toHaveText(
      'Fellowship of the Oral ImplantologySociety of India',
    );
    await expect(member.getByLabel('E-mail')).toHaveValue(person.email);
    await expect(member.getByLabel('E-mail')).toHaveAttribute('readonly', '');
    await expect(member.getByLabel('Phone Number')).toHaveValue(person.mobileNo);
    const submit = member.getByRole('button', { name: 'Pay and Register' });

    await member.getByLabel('Membership Number').fill('E2E-NOTMINE');
    await member.getByLabel('Address', { exact: true }).click();
    await expect(member.getByText(membershipNumberMessages.invalid)).toBeVisible();
    await expect(submit).toBeDisabled();
    await member.getByLabel('Membership Number').fill(person.membershipId);
    await member.getByLabel('Address', { exact: true }).click();
    await expect(submit).toBeEnabled();

    await member.getByLabel('Address', { exact: true }).fill('12 Residency Road');
    await member.getByLabel('City').fill('Bengaluru');
    await member.getByLabel('State').fill('Karnataka');
    await member.getByLabel('Zip Code').fill('560025');
    await member.getByLabel('Country', { exact: true }).fill('India');
    const bachelor = member.getByRole('group', { name: "Bachelor's Degree" });
    await bachelor.getByLabel('Degree').fill('BDS');
    await bachelor.getByLabel('Name of University').fill('Rajiv Gandhi University');
    await bachelor.getByLabel('Date of Graduation').fill('2010-06-30');
    await member.screenshot({ path: screenshotPath('apply-fellowship-desktop'), fullPage: true });
    await expectNoSeriousA11yViolations(member);

    await submit.click();
    const checkout = member.getByRole('dialog');
    await expect(checkout.getByText('Credits towards fellowship')).toBeVisible();
    await member.screenshot({ path: screenshotPath('apply-fellowship-checkout-desktop') });
    await checkout.getByRole('button', { name: 'Pay ₹10,000' }).click();
    await expect(member.getByText(fellowshipMessages.received)).toBeVisible();
    await expect.poll(() => pathnameOf(member)).toBe('/dashboard');
    const tab = member.getByRole('tabpanel', { name: 'Fellowship' });
    await expect(tab.getByText('your application is under review')).toBeVisible();
    await expect(tab.getByText('pending', { exact: true })).toBeVisible();
    await waitForMail(person.email, /received your fellowship application/);

    await admin.goto('/admin-fellowship-applications');
    await applicationCard(admin, name)
      .getByRole('link', { name: `View ${name}` })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
    const detailsUrl = admin.url();
    const actions = admin.getByRole('region', { name: 'Actions' });
    await actions.getByLabel('Status').selectOption('approved');
    await actions.getByLabel('Comment').fill('Welcome to the fellowship.');
    await actions.getByRole('button', { name: 'Update' }).click();
    await expect(admin.getByText('Status updated successfully!')).toBeVisible();
    await expect.poll(() => pathnameOf(admin)).toBe('/admin-fellowship-applications');
    await waitForMail(person.email, /fellowship application has been approved/);

    await member.goto('/dashboard?tab=fellowship');
    const timer = member.getByRole('timer', { name: 'Time left to upload cases' });
    await expect(timer).toBeVisible();
    const seconds = timer.locator('dd').last();
    const firstReading = await seconds.textContent();
    await expect.poll(() => seconds.textContent()).not.toBe(firstReading);
    await expect(timer.locator('dd').first()).toHaveText(/^[56]$/);

    await member.getByLabel('Category').selectOption('retrospective');
    await member.getByRole('button', { name: 'Add Case' }).click();
    await expect(member.getByText(caseMessages.added)).toBeVisible();
    const firstCase = member.getByRole('article', { name: 'Case 1' });
    await firstCase.getByLabel('Pre-Operative').setInputFiles(presentation('pre-op.pptx'));
    await firstCase.getByLabel('Intra-Operative').setInputFiles(presentation('intra-op.pptx'));
    await firstCase.getByLabel('Post-Operative').setInputFiles(presentation('post-op.pptx'));
    await expect(firstCase.getByRole('link', { name: 'post-op.pptx' })).toBeVisible();
    await firstCase.getByRole('button', { name: 'Save' }).click();
    await expect(member.getByText(caseMessages.saved)).toBeVisible();
    await expect(firstCase.getByText('Unlocked')).toBeVisible();
    await member.screenshot({
      path: screenshotPath('dashboard-case-saved-desktop'),
      fullPage: true,
    });

    await firstCase.getByRole('button', { name: 'Lock Case 1' }).click();
    const question = member.getByRole('dialog', { name: caseMessages.lockQuestion });
    await question.getByRole('button', { name: 'Confirm' }).click();
    await expect(member.getByText(caseMessages.locked)).toBeVisible();
    await expect(firstCase.getByRole('button', { name: 'Locked' })).toBeDisabled();
    await member.screenshot({
      path: screenshotPath('dashboard-fellowship-desktop'),
      fullPage: true,
    });
    await expectNoSeriousA11yViolations(member);

    await admin.goto(detailsUrl);
    const cases = admin.getByRole('region', { name: 'Case Details' });
    await expect(cases.getByRole('heading', { name: 'Case 1 - Retrospective' })).toBeVisible();
    await expect(cases.getByText('Locked', { exact: true })).toBeVisible();
    await admin.screenshot({
      path: screenshotPath('admin-fellowship-details-desktop'),
      fullPage: true,
    });
    await expectNoSeriousA11yViolations(admin);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      cases.getByRole('link', { name: 'Download Pre-Operative: pre-op.pptx' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pre-op.pptx');
    expect(await readFile(await download.path())).toEqual(minimalPptx());
    await member.context().close();
  });

  test('the price and headings pages: the fee marked, and the header caption updated', async ({
    page: admin,
  }) => {
    await admin.goto('/fellow-type-price');
    const fee = admin.getByRole('row').filter({ hasText: 'Fellowship fee' });
    await expect(fee.getByText('Fee', { exact: true })).toBeVisible();
    await expect(fee.getByText('₹10,000')).toBeVisible();
    await admin.screenshot({ path: screenshotPath('admin-fellowship-price-desktop') });
    await expectNoSeriousA11yViolations(admin);

    await admin.goto('/fellowship-form-headers');
    const header = admin.getByRole('region', { name: 'Header Section' });
    await header.getByLabel('Header Caption').fill('Apply with your qualifications at hand.');
    await header.getByRole('button', { name: 'Update' }).click();
    await expect(admin.getByText('Caption updated successfully!')).toBeVisible();
    await admin.screenshot({ path: screenshotPath('admin-fellowship-headings-desktop') });
    await expectNoSeriousA11yViolations(admin);
  });
});

test.describe('six months after approval', () => {
  test.use({ viewport: mobile });

  test('a fellow approved seven months ago finds "Panel Closed" and cannot upload', async ({
    page,
    browser,
  }) => {
    const email = 'lakshmi.narayanan@demo.osi.localhost';
    await resetPasswordByMail(page.request, email);
    const member = await memberPage(browser, email, mobile);
    await member.goto('/dashboard?tab=fellowship');
    const tab = member.getByRole('tabpanel', { name: 'Fellowship' });
    await expect(tab.getByText(caseMessages.panelClosed, { exact: true })).toBeVisible();
    await expect(tab.getByText(caseMessages.panelClosedNote)).toBeVisible();
    await expect(tab.getByText('approved', { exact: true })).toBeVisible();
    await expect(member.getByRole('timer')).toHaveCount(0);
    await expect(member.getByRole('button', { name: 'Add Case' })).toHaveCount(0);
    await member.screenshot({
      path: screenshotPath('dashboard-panel-closed-mobile'),
      fullPage: true,
    });
    await expectNoSeriousA11yViolations(member);

    await member.goto('/apply-fellowship');
    await expect(member.getByText(fellowshipMessages.alreadyApplied)).toBeVisible();
    await member.context().close();
  });

  test('the application form on a phone', async ({ browser, page }) => {
    const { person } = await addMemberViaApi(page.request);
    const member = await memberPage(browser, person.email, mobile);
    await member.goto('/apply-fellowship');
    await expect(member.getByRole('button', { name: 'Pay and Register' })).toBeVisible();
    await member.screenshot({ path: screenshotPath('apply-fellowship-mobile'), fullPage: true });
    await expectNoSeriousA11yViolations(member);
    await member.context().close();
  });
});

import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  addDays,
  formatLongDate,
  renewalMessages,
  renewalPath,
  societyDay,
  termEnd,
  type RenewalQuote,
} from '@osi/shared';
import { addMemberViaApi, test } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { baseURL, screenshotPath } from '../support/environment';
import { memberPassword } from '../support/fellowship';
import { waitForMail } from '../support/mailbox';
import { watchPageErrors } from '../support/page-errors';
import { pathnameOf } from '../support/site-navigation';
import { mobile } from '../support/viewports';

let pageErrors: string[];
test.beforeEach(async ({ page }) => {
  pageErrors = await watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

const renewal = (page: Page) => page.getByRole('region', { name: 'Renew membership' });

test.describe('renewing a membership', () => {
  test('a member ten days from the end renews and downloads the receipt; an administrator refunds part of it', async ({
    page: admin,
    browser,
  }) => {
    const { person, member: added } = await addMemberViaApi(admin.request);
    const ending = addDays(societyDay(), 10);
    const term = await admin.request.put(`/api/admin/members/${added.id}/term`, {
      data: { lifeMember: false, validUntil: ending },
    });
    expect(term.status(), await term.text()).toBe(200);
    const context = await browser.newContext({ baseURL, viewport: mobile });
    const member = await context.newPage();
    pageErrors.push(...(await watchPageErrors(member)));

    await member.goto(renewalPath);
    await expect.poll(() => pathnameOf(member)).toBe('/member-login');
    await member.getByLabel('Email').fill(person.email);
    await member.getByLabel('Password', { exact: true }).fill(memberPassword);
    await member.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => pathnameOf(member)).toBe('/dashboard');

    await expect(
      member.getByText(`Your membership ends on ${formatLongDate(ending)}`),
    ).toBeVisible();
    const quote = (await (await member.request.get('/api/me/renewal')).json()) as RenewalQuote;
    const annual = quote.choices.find((choice) => choice.name === 'Annual Member')!;
    expect(annual.validUntil).toBe(termEnd(addDays(ending, 1), 1));
    const section = renewal(member);
    await expect(section.getByRole('heading', { name: 'Renew membership' })).toBeFocused();
    await section.getByRole('radio', { name: /Annual Member/ }).check();
    await expect(section.getByText('To pay:')).toContainText('₹3,000');
    await member.screenshot({ path: screenshotPath('renewal-mobile'), fullPage: true });
    await expectNoSeriousA11yViolations(member);

    await section.getByRole('button', { name: 'Pay and Renew' }).click();
    const checkout = member.getByRole('dialog');
    await expect(checkout.getByText(renewalMessages.checkoutDescription)).toBeVisible();
    await checkout.getByRole('button', { name: 'Pay ₹3,000' }).click();

    const newDate = formatLongDate(annual.validUntil!);
    await expect(member.getByText(renewalMessages.renewed(annual.validUntil))).toBeVisible();
    await expect(section.getByText(`Your membership is now valid until ${newDate}.`)).toBeVisible();
    await waitForMail(person.email, /Your membership has been renewed/);

    await member.goto('/dashboard?tab=payments');
    const payments = member.getByRole('tabpanel', { name: 'Payments' });
    const receiptLink = payments.getByRole('link', { name: /^Download receipt OSI\// });
    const [download] = await Promise.all([member.waitForEvent('download'), receiptLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^OSI-\d{4}-\d{2}-\d{6}\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();

    await admin.goto('/admin-payments');
    const filters = admin.getByRole('search', { name: 'Filter payments' });
    await filters.getByLabel('Member').fill(person.email);
    await filters.getByRole('button', { name: 'Apply' }).click();
    const list = admin.getByRole('region', { name: 'Payments', exact: true });
    const row = list.getByRole('row').filter({ hasText: 'Renewal' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('₹3,000');
    await row.getByRole('button', { name: /^Refund ₹3,000 from / }).click();
    const dialog = admin.getByRole('dialog', { name: 'Refund payment' });
    await dialog.getByLabel('Amount to refund (₹)').fill('1000');
    await dialog.getByLabel('Reason').fill('Paid for a year by mistake; keeps two-thirds');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(
      admin.getByText('The payment was refunded and a credit note issued.'),
    ).toBeVisible();
    await expect(row).toContainText('Refunded');
    await expect(row.getByRole('link', { name: /^OSI\/CN\// })).toBeVisible();
    await admin.screenshot({ path: screenshotPath('payments-after-refund'), fullPage: true });
  });
});

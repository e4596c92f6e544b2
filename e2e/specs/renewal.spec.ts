import { expect, type Page } from '@playwright/test';
import { formatLongDate, renewalMessages, renewalPath, type RenewalQuote } from '@osi/shared';
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
  test('a member follows the renewal link, signs in, pays in the checkout and sees the new date', async ({
    page: admin,
    browser,
  }) => {
    const { person } = await addMemberViaApi(admin.request);
    const context = await browser.newContext({ baseURL, viewport: mobile });
    const member = await context.newPage();
    pageErrors.push(...(await watchPageErrors(member)));

    await member.goto(renewalPath);
    await expect.poll(() => pathnameOf(member)).toBe('/member-login');
    await member.getByLabel('Email').fill(person.email);
    await member.getByLabel('Password', { exact: true }).fill(memberPassword);
    await member.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => pathnameOf(member)).toBe('/dashboard');

    const quote = (await (await member.request.get('/api/me/renewal')).json()) as RenewalQuote;
    const annual = quote.choices.find((choice) => choice.name === 'Annual Member')!;
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
    await context.close();
  });
});

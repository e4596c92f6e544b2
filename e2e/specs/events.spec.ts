import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { eventMessages, formatTicketCode, type OwnRegistration } from '@osi/shared';
import { readQrCode } from '../../apps/server/test/support/qr-code';
import { addMemberViaApi, newPerson, test } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { baseURL, screenshotPath } from '../support/environment';
import { signedInMemberContext } from '../support/fellowship';
import { waitForMail } from '../support/mailbox';
import { watchPageErrors } from '../support/page-errors';
import { desktop, mobile } from '../support/viewports';

const conference = '/events/2nd-national-conference-of-the-society';
const studyClub = '/events/study-club-evening-peri-implantitis';

let pageErrors: string[];
test.beforeEach(async ({ page }) => {
  pageErrors = await watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

const registrationPanel = (page: Page) => page.getByRole('region', { name: 'Registration' });

/** The first page of a PDF drawn as a PNG, as a phone's camera would see it printed. */
const firstPageImage = async (pdf: string) => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'osi-certificate-'));
  const prefix = path.join(directory, 'page');
  await promisify(execFile)('pdftoppm', ['-png', '-r', '120', '-singlefile', pdf, prefix]);
  return readFile(`${prefix}.png`);
};

test.describe('events', () => {
  test('a visitor registers and pays for the conference, and the ticket arrives by e-mail', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: desktop });
    const visitor = await context.newPage();
    pageErrors.push(...(await watchPageErrors(visitor)));
    const person = newPerson();

    await visitor.goto(conference);
    const panel = registrationPanel(visitor);
    await expect(panel.getByText('₹6,500')).toBeVisible();
    await panel.getByRole('button', { name: 'Register' }).click();
    const dialog = visitor.getByRole('dialog');
    await dialog.getByLabel('Full name').fill(`Dr. ${person.firstName} Visitor`);
    await dialog.getByLabel('E-mail').fill(person.email);
    await dialog.getByLabel('Mobile').fill(person.mobileNo);
    await dialog.getByLabel('Dental council registration number').fill('KA-52311');
    await dialog.getByLabel(/Non-member/).check();
    await expectNoSeriousA11yViolations(visitor);
    await dialog.getByRole('button', { name: 'Send code' }).click();

    const codeMail = await waitForMail(person.email, /is your verification code/);
    const code = /^(\d{6})/.exec(codeMail.subject)![1]!;
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Verify and register' }).click();
    const checkout = visitor.getByRole('dialog').filter({ hasText: 'Pay ₹6,500' });
    await checkout.getByRole('button', { name: 'Pay ₹6,500' }).click();
    await expect(visitor.getByText(eventMessages.registered).first()).toBeVisible();
    await visitor.screenshot({ path: screenshotPath('event-registered'), fullPage: true });

    const ticket = await waitForMail(person.email, /^Your ticket for 2nd National Conference/);
    const ticketCode = /Your ticket: ([0-9A-Z-]{14})/.exec(ticket.text)![1]!;
    expect(ticket.attachments.map((part) => part.filename).sort()).toEqual([
      '2nd-national-conference-of-the-society.ics',
      'ticket.png',
    ]);
    await visitor.getByRole('link', { name: 'See your registration' }).click();
    await expect(visitor.getByText(ticketCode)).toBeVisible();
    await expect(visitor.getByText('Receipt number')).toBeVisible();
    await context.close();
  });

  test('a member registers for a free evening, is checked in from a phone, and verifies the certificate', async ({
    page: staff,
    browser,
  }) => {
    const { person } = await addMemberViaApi(staff.request);
    const context = await signedInMemberContext(browser, person.email);
    const member = await context.newPage();
    pageErrors.push(...(await watchPageErrors(member)));

    await member.goto(studyClub);
    await registrationPanel(member).getByRole('button', { name: 'Register' }).click();
    const dialog = member.getByRole('dialog', { name: /^Register for / });
    await expect(dialog.getByText(person.email)).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm registration' }).click();
    await expect(member.getByText(eventMessages.registered).first()).toBeVisible();
    const [registration] = (
      (await (await member.request.get('/api/me/events')).json()) as { items: OwnRegistration[] }
    ).items;
    const ticketCode = formatTicketCode(registration!.ticketCode!);
    await member.goto('/dashboard?tab=events');
    await expect(
      member.getByRole('tabpanel', { name: 'Events' }).getByText(ticketCode),
    ).toBeVisible();

    await staff.setViewportSize(mobile);
    await staff.goto('/admin/events');
    await staff
      .getByRole('link', { name: 'Check in to Study club evening: peri-implantitis' })
      .click();
    const countBefore = await staff.getByText(/ of \d+ checked in/).textContent();
    await staff.getByLabel('Ticket code').fill(ticketCode.toLowerCase());
    await staff.getByLabel('Ticket code').press('Enter');
    await expect(staff.getByText('Checked in', { exact: true })).toBeVisible();
    await expect(staff.getByText(`Dr. ${person.firstName} ${person.lastName}`)).toBeVisible();
    await expect(staff.getByText(/ of \d+ checked in/)).not.toHaveText(countBefore!);
    await staff.screenshot({ path: screenshotPath('check-in-phone'), fullPage: true });
    await expectNoSeriousA11yViolations(staff);
    await staff.getByLabel('Ticket code').fill(ticketCode);
    await staff.getByLabel('Ticket code').press('Enter');
    await expect(staff.getByText(/Already checked in at/)).toBeVisible();

    await member.goto('/dashboard?tab=cde');
    const cde = member.getByRole('tabpanel', { name: 'CDE and certificates' });
    const download = cde.getByRole('link', { name: /^Download Certificate of attendance / });
    const [file] = await Promise.all([member.waitForEvent('download'), download.click()]);
    const pdf = await file.path();
    expect((await readFile(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
    const verifyAddress = await readQrCode(await firstPageImage(pdf));
    expect(verifyAddress).toMatch(/\/verify\/[0-9A-Z]{16}$/);

    await member.goto(new URL(verifyAddress!).pathname);
    await expect(member.getByText('Valid', { exact: true })).toBeVisible();
    await expect(member.getByText('Study club evening: peri-implantitis')).toBeVisible();
    await expect(member.getByRole('main').getByText(person.email)).toHaveCount(0);
    await member.screenshot({ path: screenshotPath('certificate-verified'), fullPage: true });
    await context.close();
  });
});

import { readFile } from 'node:fs/promises';
import { expect, request } from '@playwright/test';
import { backOfficeNav, test, uniqueWord } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { addMembers, memberPassword } from '../support/community';
import { baseURL, screenshotPath } from '../support/environment';
import { waitForMail } from '../support/mailbox';
import { failOnPageErrors } from '../support/page-errors';
import { desktop } from '../support/viewports';

failOnPageErrors(test);
test.use({ viewport: desktop });

/** A subscriber who confirmed from the e-mail, as the visitors' journey does it in the browser. */
const confirmedSubscriber = async () => {
  const address = `${uniqueWord()}@e2e.osi.test`;
  const visitor = await request.newContext({ baseURL });
  try {
    expect(
      (await visitor.post('/api/newsletter/subscriptions', { data: { mail: address } })).ok(),
    ).toBe(true);
    const mail = await waitForMail(address, /Please confirm your subscription/);
    const token = /\/newsletter\/confirm\/([\w-]+)/.exec(mail.text)![1];
    expect((await visitor.post('/api/newsletter/confirmations', { data: { token } })).ok()).toBe(
      true,
    );
  } finally {
    await visitor.dispose();
  }
  return address;
};

test('an administrator sends a newsletter in batches and a reader unsubscribes with one click', async ({
  page,
}) => {
  const reader = await confirmedSubscriber();
  await page.goto('/');
  await page.goto('/subscribed-mails');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribed Mails' })).toBeVisible();
  await expect(backOfficeNav(page).getByRole('link', { name: 'Subscribed Mails' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('searchbox', { name: 'Search subscribers' }).fill(reader);
  const row = page.getByRole('row').filter({ hasText: reader });
  await expect(row).toContainText('confirmed');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(await readFile(await download.path(), 'utf8')).toContain(`"${reader}","confirmed"`);

  const subject = `Congress news ${uniqueWord(5)}`;
  await page.getByLabel('Subject').fill(subject);
  await page
    .getByRole('textbox', { name: /^Newsletter/ })
    .fill('# The second national conference\n\nRegistration is **open**.');
  await page.getByRole('button', { name: /^Send to \d+ confirmed subscriber/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Sending has started')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: subject });
  await expect(card.getByText('sent', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: screenshotPath('admin-subscribed-mails-desktop'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  const mail = await waitForMail(reader, new RegExp(subject));
  expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  expect(mail.listUnsubscribe).toMatch(/^<https?:\/\/\S+\/api\/newsletter\/unsubscribe\/[\w-]+>$/);
  expect(mail.html).toContain('<strong>open</strong>');
  const unsubscribe = /https?:\/\/\S+\/newsletter\/unsubscribe\/[\w-]+/.exec(mail.text)![0];

  const readerPage = await page.context().browser()!.newPage({ viewport: desktop });
  await readerPage.goto(unsubscribe);
  await expect(readerPage.getByText('You have been unsubscribed')).toBeVisible();
  await readerPage.screenshot({ path: screenshotPath('newsletter-unsubscribed-desktop') });
  await readerPage.close();

  await page.reload();
  await page.getByRole('searchbox', { name: 'Search subscribers' }).fill(reader);
  await expect(page.getByRole('row').filter({ hasText: reader })).toContainText('unsubscribed');
});

test('an administrator pins, hides and shows again a thread of the forum', async ({ page }) => {
  const [member] = await addMembers(1);
  const memberApi = await request.newContext({ baseURL });
  try {
    await memberApi.post('/api/auth/member/login', {
      data: { email: member!.email, password: memberPassword },
    });
    const [category] = (await (await memberApi.get('/api/forum/categories')).json()) as {
      id: string;
    }[];
    const title = `Peri-implantitis ${uniqueWord(5)}`;
    const started = await memberApi.post('/api/forum/threads', {
      data: { categoryId: category!.id, title, body: 'How do you decontaminate the surface?' },
    });
    const { thread } = (await started.json()) as { thread: { slug: string } };

    await page.goto('/admindiscuss');
    await page.getByRole('searchbox', { name: 'Search threads' }).fill(title);
    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: `Pin “${title}”` }).click();
    await expect(card.getByText('Pinned')).toBeVisible();
    await card.getByRole('button', { name: `Hide “${title}”` }).click();
    await expect(card.getByText('Hidden')).toBeVisible();
    expect((await memberApi.get(`/api/forum/threads/${thread.slug}`)).status()).toBe(404);
    await page.screenshot({ path: screenshotPath('admin-discuss-forum-desktop'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: `Unhide “${title}”` }).click();
    await expect(page.getByRole('button', { name: `Hide “${title}”` })).toBeVisible();
    expect((await memberApi.get(`/api/forum/threads/${thread.slug}`)).status()).toBe(200);
    await page.screenshot({ path: screenshotPath('admin-discuss-thread-desktop'), fullPage: true });
  } finally {
    await memberApi.dispose();
  }
});

test('an administrator sends an SMS, kept in the outbox without a provider', async ({ page }) => {
  await page.goto('/sms-send');
  await expect(page.getByRole('heading', { level: 1, name: 'Send SMS' })).toBeVisible();
  await page.getByLabel('Phone number').fill('9845012345');
  await page.getByRole('button', { name: 'Write a test code' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    /^Your OSI verification code is \d{6}$/,
  );
  const message = await page.getByRole('textbox', { name: 'Message' }).inputValue();
  await page.getByRole('button', { name: 'Send SMS' }).click();
  await expect(page.getByText('No SMS provider is set up')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: message })).toContainText('outbox');
  await page.screenshot({ path: screenshotPath('admin-sms-desktop'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

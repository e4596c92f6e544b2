import { expect, test } from '@playwright/test';
import { uniqueWord } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { addMembers, signInAs, signInThroughForm } from '../support/community';
import { screenshotPath } from '../support/environment';
import { waitForMail } from '../support/mailbox';
import { failOnPageErrors } from '../support/page-errors';
import { pathnameOf } from '../support/site-navigation';
import { desktop, mobile } from '../support/viewports';

failOnPageErrors(test);

test.describe('desktop', () => {
  test.use({ viewport: desktop });

  test('a visitor subscribes in the footer and confirms from the e-mail', async ({ page }) => {
    const address = `${uniqueWord()}@e2e.osi.test`;
    await page.goto('/');
    // The box loads when the footer comes near the window.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const box = page.getByRole('region', { name: 'Subscribe to our newsletter' });
    await box.getByLabel('Newsletter sign-up').fill('not-an-address');
    await expect(box.getByLabel('Newsletter sign-up')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await box.getByLabel('Newsletter sign-up').fill(address);
    await expect(box.getByLabel('Newsletter sign-up')).not.toHaveAttribute('aria-invalid');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status')).toContainText('Please confirm your address');
    await box.screenshot({ path: screenshotPath('newsletter-box-desktop') });

    const mail = await waitForMail(address, /Please confirm your subscription/);
    const link = /https?:\/\/\S+\/newsletter\/confirm\/[\w-]+/.exec(mail.text)![0];
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'subscription is confirmed' }),
    ).toBeVisible();
    await page.screenshot({ path: screenshotPath('newsletter-confirmed-desktop') });
    await expectNoSeriousA11yViolations(page);
  });

  test('a signed-out visitor is sent to sign in and comes back to the forum page they wanted', async ({
    page,
  }) => {
    const [member] = await addMembers(1);
    await page.goto('/new-thread');
    await expect.poll(() => pathnameOf(page)).toBe('/member-login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/new-thread');
    await signInThroughForm(page, member!);
    await expect.poll(() => pathnameOf(page)).toBe('/new-thread');
    await expect(page.getByRole('heading', { level: 1, name: 'New Thread' })).toBeVisible();
  });

  test('a member starts a thread, another replies, and the first is told by e-mail', async ({
    page,
    browser,
  }) => {
    const [asker, helper] = await addMembers(2);
    await signInAs(page, asker!);
    await page.goto('/discussion-forums');
    await expect(page.getByRole('heading', { level: 1, name: 'Discussion Forums' })).toBeVisible();
    await page.getByRole('link', { name: 'New Thread' }).click();
    const title = `Immediate loading ${uniqueWord(5)}`;
    await page.getByLabel('Category').selectOption({ label: 'Surgical techniques' });
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Message').fill('What insertion torque do you wait for before loading?');
    await page.screenshot({ path: screenshotPath('forum-new-thread-desktop'), fullPage: true });
    await page.getByRole('button', { name: 'Post thread' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const threadPath = pathnameOf(page);
    expect(threadPath).toMatch(/^\/discussion-forums\/immediate-loading-/);

    const other = await browser.newPage({ viewport: desktop });
    await signInAs(other, helper!);
    await other.goto('/discussion-forums');
    await other.getByRole('link', { name: title }).click();
    await other.getByLabel('Your reply').fill('I wait for at least 35 Ncm.');
    await other.getByRole('button', { name: 'Post reply' }).click();
    await expect(
      other.getByRole('article', { name: `Reply by Dr. ${helper!.firstName} Test` }),
    ).toContainText('I wait for at least 35 Ncm.');
    await other.screenshot({ path: screenshotPath('forum-thread-desktop'), fullPage: true });
    await expectNoSeriousA11yViolations(other);
    await other.close();

    const mail = await waitForMail(asker!.email, /New reply to/);
    expect(mail.subject).toBe(`New reply to “${title}”`);
    const link = /https?:\/\/\S+\/discussion-forums\/\S+/.exec(mail.text)![0];
    await page.goto(link);
    await expect(page.getByText('I wait for at least 35 Ncm.')).toBeVisible();
    await page.goto('/discussion-forums');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.screenshot({ path: screenshotPath('forum-list-desktop'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test('only members who consented appear in the directory, with only what they chose to show', async ({
    page,
  }) => {
    const [listed, unlisted] = await addMembers(2);
    await signInAs(page, listed!);
    await page.goto('/dashboard?tab=settings');
    const directory = page.getByRole('region', { name: "Members' directory" });
    await expect(directory.getByLabel("List me in the members' directory")).not.toBeChecked();
    await directory.getByLabel("List me in the members' directory").check();
    await directory.getByLabel('Show my e-mail address').check();
    await directory.getByRole('button', { name: 'Save directory settings' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'directory settings are saved' }),
    ).toBeVisible();
    await page.screenshot({ path: screenshotPath('dashboard-settings-desktop'), fullPage: true });

    const visitor = await page.context().browser()!.newPage({ viewport: desktop });
    await visitor.goto('/member-directory');
    await visitor.getByRole('searchbox', { name: 'Search the directory' }).fill('Test');
    await expect(
      visitor.getByRole('link', { name: `Dr. ${listed!.firstName} Test` }),
    ).toBeVisible();
    await expect(visitor.getByText(unlisted!.firstName)).toHaveCount(0);
    await visitor.screenshot({ path: screenshotPath('member-directory-desktop'), fullPage: true });
    await expectNoSeriousA11yViolations(visitor);

    await visitor.getByRole('link', { name: `Dr. ${listed!.firstName} Test` }).click();
    await expect(
      visitor.getByRole('heading', { level: 1, name: `Dr. ${listed!.firstName} Test` }),
    ).toBeVisible();
    await expect(visitor.getByText(listed!.email)).toBeVisible();
    await expect(visitor.getByText(listed!.mobileNo)).toHaveCount(0);
    await expect(visitor.getByText(`Registered since ${new Date().getFullYear()}`)).toBeVisible();
    await visitor.screenshot({ path: screenshotPath('member-profile-desktop'), fullPage: true });
    await visitor.close();
  });

  test("a visitor's message reaches the society's inbox", async ({ page }) => {
    const settings = (await (await page.request.get('/api/content/site-settings')).json()) as {
      contactEmail: string;
    };
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: settings.contactEmail }),
    ).toBeVisible();
    const subject = `Student membership ${uniqueWord(5)}`;
    await page.getByLabel('Your name').fill('Kavya Shetty');
    await page.getByLabel('E-mail').fill('kavya@e2e.osi.test');
    await page.getByLabel('Subject').fill(subject);
    await page.getByRole('textbox', { name: 'Message' }).fill('Can a postgraduate student apply?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'reached the society' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('contact-desktop'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
    const mail = await waitForMail(settings.contactEmail, new RegExp(subject));
    expect(mail.replyTo).toBe('kavya@e2e.osi.test');
  });
});

test.describe('mobile', () => {
  test.use({ viewport: mobile, isMobile: true, hasTouch: true });

  test('the directory, the forum and the contact page fit a phone', async ({ page }) => {
    const [member] = await addMembers(1);
    for (const path of ['/member-directory', '/contact-us']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `no sideways scrolling on ${path}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: screenshotPath(`${path.slice(1)}-mobile`), fullPage: true });
      await expectNoSeriousA11yViolations(page);
    }
    await signInAs(page, member!);
    await page.goto('/discussion-forums');
    await expect(page.getByRole('heading', { level: 1, name: 'Discussion Forums' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('forum-list-mobile'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
});

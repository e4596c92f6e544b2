import { expect, type Browser, type Page } from '@playwright/test';
import { imageUploadRules, registrationMessages, tooLargeMessage } from '@osi/shared';
import { addMemberViaApi, backOfficeNav, test } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { baseURL, screenshotPath, seedAdmin } from '../support/environment';
import { expectShiftTabClearOfBar, expectVisibleFocusRing, untilTakenOver } from '../support/focus';
import { memberPassword, signedInMemberContext } from '../support/fellowship';
import { watchPageErrors } from '../support/page-errors';
import { portraitPng } from '../support/portrait';
import { newApplicant, registerThroughWizard } from '../support/registration';
import { desktop, mobile } from '../support/viewports';

/** The narrowest screen WCAG asks a page to work on (1.4.10). */
const narrowest = { width: 320, height: 640 };

let pageErrors: string[];
test.beforeEach(async ({ page }) => {
  pageErrors = await watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

const memberPage = async (browser: Browser, email: string, viewport = desktop) => {
  const context = await signedInMemberContext(browser, email);
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  pageErrors.push(...(await watchPageErrors(page)));
  return page;
};

const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Chooses a file for the focused file input as a keyboard user does: Space opens the chooser. */
const chooseWithKeyboard = async (
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
) => {
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(file);
};

test.describe('on a desktop', () => {
  test.use({ viewport: desktop });

  test('the focus ring stands out on the dark purple surfaces', async ({ page }) => {
    await page.goto('/');
    await expectVisibleFocusRing(page, page.getByRole('link', { name: 'Become a member' }));
    await expectVisibleFocusRing(
      page,
      page.getByRole('main').getByRole('link', { name: 'Membership Benefits' }),
    );
    const footer = page.getByRole('contentinfo');
    await expectVisibleFocusRing(page, footer.getByRole('link').first());
    await expectVisibleFocusRing(page, footer.getByRole('link', { name: /Facebook/ }));

    await page.goto('/adminhome');
    await expectVisibleFocusRing(page, backOfficeNav(page).getByRole('link').nth(1));
    await page.screenshot({ path: screenshotPath('focus-ring-admin-sidebar') });
  });

  test("the back office's skip link shows above its top bar", async ({ page }) => {
    await page.goto('/adminhome');
    await expect(pageHeading(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    const onTop = await skip.evaluate((link) => {
      const box = link.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === link;
    });
    expect(onTop, 'the skip link is the topmost element where it shows').toBe(true);
    await page.screenshot({ path: screenshotPath('admin-skip-link') });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('a new page, a sign-in and a sign-in to the back office put the focus on the heading', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    await untilTakenOver(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Events' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/events$/);
    await expect(pageHeading(page)).toBeFocused();

    const { person } = await addMemberViaApi(page.request);
    // Signed in to nothing: a test's own contexts start with the administrator's session.
    const visitor = await browser.newContext({
      baseURL,
      viewport: desktop,
      storageState: { cookies: [], origins: [] },
    });
    const member = await visitor.newPage();
    pageErrors.push(...(await watchPageErrors(member)));
    await member.goto('/member-login');
    await member.getByLabel('Email').fill(person.email);
    await member.getByLabel('Password', { exact: true }).fill(memberPassword);
    await member.keyboard.press('Enter');
    await expect(pageHeading(member)).toHaveText('Dashboard');
    await expect(pageHeading(member)).toBeFocused();

    await member.goto('/adminlogin');
    await member.getByLabel('E-mail').fill(seedAdmin.email);
    await member.getByLabel('Password', { exact: true }).fill(seedAdmin.password);
    await member.keyboard.press('Enter');
    await expect(backOfficeNav(member)).toBeVisible();
    await expect(pageHeading(member)).toBeFocused();
    await visitor.close();
  });

  test('Shift+Tab never leaves a field of the grant form under the sticky header', async ({
    page,
    browser,
  }) => {
    const { person } = await addMemberViaApi(page.request);
    const member = await memberPage(browser, person.email);
    await member.goto('/research-grant-application');
    await member.getByRole('radio', { name: 'Young Research Grant' }).check();
    await expectShiftTabClearOfBar(member, member.getByRole('button', { name: 'Submit' }));
  });

  test('headings, landmarks and regions pass the best practices where the audit found faults', async ({
    page,
  }) => {
    for (const path of ['/research-grant', '/study-club', '/blog']) {
      await page.goto(path);
      await expect(pageHeading(page)).toBeVisible();
      await expect(page.getByRole('contentinfo').getByLabel('Newsletter sign-up')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    await expect(page.getByRole('region', { name: 'Subscribe to our newsletter' })).toHaveCount(1);
  });
});

test.describe('the registration wizard with the keyboard', () => {
  test.use({ viewport: mobile });

  test('checks and failed uploads are announced, and an upload keeps the focus', async ({
    page,
  }) => {
    const { person } = await addMemberViaApi(page.request);
    const applicant = newApplicant();
    await page.goto('/become-a-member');
    await page.getByLabel('Email').fill(person.email);
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('alert').filter({ hasText: registrationMessages.emailTaken }),
    ).toBeVisible();
    await page.getByLabel('Email').fill(applicant.email);
    await page.getByLabel('Password', { exact: true }).fill(applicant.password);
    await expectShiftTabClearOfBar(page, page.getByRole('button', { name: 'Next' }));
    await page.getByRole('button', { name: 'Next' }).click();

    const picture = page.getByLabel('Profile picture');
    await picture.focus();
    await chooseWithKeyboard(page, {
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(imageUploadRules.maxBytes + 1),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: tooLargeMessage(imageUploadRules.maxBytes) }),
    ).toBeVisible();
    await expect(picture).toBeFocused();

    await chooseWithKeyboard(page, {
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: await portraitPng(page, 'KB'),
    });
    await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
    await expect(picture).toBeEnabled();
    await expect(picture).toBeFocused();
  });

  test('the checkout is a named dialog with named fields, and closing it gives the focus back', async ({
    page,
  }) => {
    const settings = (await (await page.request.get('/api/content/site-settings')).json()) as {
      name: string;
    };
    await registerThroughWizard(page, newApplicant(), {
      onStep: async (step) => {
        if (step !== 'Checkout') return;
        const checkout = page.getByRole('dialog', { name: settings.name });
        await expect(checkout).toBeVisible();
        await expect(checkout.getByRole('textbox', { name: 'Card number' })).toHaveValue(
          '4111 1111 1111 1111',
        );
        await expect(checkout.getByRole('textbox', { name: 'Expiry' })).toHaveValue('12/30');
        await expect(checkout.getByRole('textbox', { name: 'CVV' })).toHaveValue('123');
        await page.screenshot({ path: screenshotPath('checkout-dialog-phone') });
        await expectNoSeriousA11yViolations(page);

        await page.keyboard.press('Escape');
        await expect(checkout).toBeHidden();
        const payAndRegister = page.getByRole('button', { name: /^Pay ₹[\d,]+ and Register$/ });
        await expect(payAndRegister).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(checkout).toBeVisible();
      },
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: mobile });

  test('with the back-office sidebar open, Tab stays out of the page beneath it', async ({
    page,
  }) => {
    await page.goto('/adminhome');
    await expect(pageHeading(page)).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(backOfficeNav(page)).toBeVisible();
    const reached = new Set<string>();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      reached.add(
        await page.evaluate(() => {
          const focused = document.activeElement;
          if (focused?.closest('main')) return 'the page beneath';
          if (focused?.closest('nav')) return 'sidebar';
          return 'elsewhere';
        }),
      );
    }
    expect(reached).toContain('sidebar');
    expect(reached).not.toContain('the page beneath');
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
    await expect(page.getByRole('main')).not.toHaveAttribute('inert');
  });

  test("the dashboard's Settings tab is never hidden under the header", async ({
    page,
    browser,
  }) => {
    const { person } = await addMemberViaApi(page.request);
    const member = await memberPage(browser, person.email, mobile);
    await member.goto('/dashboard');
    await member.getByRole('tab', { name: 'Settings' }).click();
    const panel = member.getByRole('tabpanel', { name: 'Settings' });
    await expectShiftTabClearOfBar(member, panel.getByRole('button').last());
  });

  test("at 320 px every tab of the dashboard's bar is in sight, with no scrolling", async ({
    page,
    browser,
  }) => {
    const { person } = await addMemberViaApi(page.request);
    const member = await memberPage(browser, person.email, narrowest);
    await member.goto('/dashboard');
    const tabs = member.getByRole('tablist', { name: 'Dashboard' });
    await expect(tabs.getByRole('tab')).toHaveCount(7);
    expect(
      await tabs.evaluate((list) => list.scrollWidth <= list.clientWidth),
      'the tab bar does not scroll sideways',
    ).toBe(true);
    for (const tab of await tabs.getByRole('tab').all()) await expect(tab).toBeInViewport();
    await member.screenshot({ path: screenshotPath('dashboard-tabs-320') });
    await expectNoSeriousA11yViolations(member);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { publicPagePaths, type SiteSettings } from '@osi/shared';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { screenshotPath } from '../support/environment';
import { watchPageErrors } from '../support/page-errors';
import {
  desktopNav,
  membersOnlyPaths,
  openMobileMenu,
  pathnameOf,
  siteHeader,
  specNavigation,
  type NavItem,
} from '../support/site-navigation';
import { desktop, mobile } from '../support/viewports';

const siteSettings = async (page: Page) =>
  (await (await page.request.get('/api/content/site-settings')).json()) as SiteSettings;

/** Where a signed-out visitor ends up: members-only pages send them on to the login page. */
const expectArrivedAt = async (page: Page, item: NavItem) => {
  const destination = membersOnlyPaths.includes(item.path) ? '/member-login' : item.path;
  await expect
    .poll(() => pathnameOf(page), { message: `${item.label} leads to ${destination}` })
    .toBe(destination);
  await expect(page.getByRole('main')).toBeVisible();
};

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

const menuGroups = specNavigation.filter((group) => 'items' in group);

let pageErrors: string[];
test.beforeEach(async ({ page }) => {
  pageErrors = await watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

test.describe('desktop', () => {
  test.use({ viewport: desktop });

  test('home page is complete and accessible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(siteHeader(page).getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(siteHeader(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(siteHeader(page).getByRole('link', { name: 'Join Us' })).toBeVisible();
    const settings = await siteSettings(page);
    await expect(page.getByRole('contentinfo').getByText(settings.contactEmail)).toBeVisible();
    await expect(page).toHaveTitle(settings.name);
    await page.screenshot({ path: screenshotPath('desktop-home'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  for (const group of specNavigation) {
    if ('external' in group) continue;
    test(`the navigation's ${group.label} and its items are reachable from the header`, async ({
      page,
    }) => {
      await page.goto('/');
      const nav = desktopNav(page);
      if ('path' in group) {
        await nav.getByRole('link', { name: group.label, exact: true }).click();
        await expectArrivedAt(page, group);
        return;
      }
      for (const item of group.items) {
        const trigger = nav.getByRole('button', { name: group.label, exact: true });
        await trigger.click();
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await nav.getByRole('link', { name: item.label, exact: true }).click();
        await expectArrivedAt(page, item);
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
        if (!membersOnlyPaths.includes(item.path)) {
          await expect(trigger).toHaveAttribute('aria-current', 'true');
        }
      }
    });
  }

  test('highlights the group of the current page, extra routes included', async ({ page }) => {
    const cases = [
      ['/our-committee', 'About'],
      ['/recognition-council', 'About'],
      ['/decision-trees-checklists', 'Tools'],
      ['/youtube', 'Education'],
      ['/podcast', 'Education'],
    ];
    for (const [path, label] of cases) {
      await page.goto(path!);
      const nav = desktopNav(page);
      const active = nav.locator('[aria-current]:visible');
      await expect(active).toHaveCount(1);
      await expect(active).toHaveText(label!);
      const [activeBackground, idleBackground] = await Promise.all([
        active.evaluate((element) => getComputedStyle(element).backgroundColor),
        nav
          .getByRole('button', { name: label === 'Tools' ? 'Research' : 'Tools' })
          .evaluate((element) => getComputedStyle(element).backgroundColor),
      ]);
      expect(activeBackground, `${label} is highlighted on ${path}`).not.toBe(idleBackground);
    }
  });

  test('dropdown menus work with the keyboard', async ({ page }) => {
    await page.goto('/');
    const about = desktopNav(page).getByRole('button', { name: 'About', exact: true });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(desktopNav(page).getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.screenshot({ path: screenshotPath('desktop-menu-open') });
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();
    await page.keyboard.press('Space');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathnameOf(page)).toBe('/about-us');
  });

  test('Annual Congress opens the conference site in a new tab', async ({ page }) => {
    await page.goto('/');
    const settings = await siteSettings(page);
    const congress = desktopNav(page).getByRole('link', { name: /Annual Congress/ });
    await expect(congress).toHaveAttribute('href', settings.conference.url);
    await expect(congress).toHaveAttribute('target', '_blank');
    const rel = (await congress.getAttribute('rel'))?.split(' ');
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  test('scrolls to the top after navigating from far down a page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Committee' }).click();
    await expect.poll(() => pathnameOf(page)).toBe('/our-committee');
    const scrollable = await page.evaluate(
      () => document.documentElement.scrollHeight > window.innerHeight,
    );
    expect(scrollable, 'the new page is long enough to stay scrolled').toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('every public page can be reached by following links from the home page', async ({
    page,
  }) => {
    const reached = new Set<string>(['/']);
    const waiting = ['/'];
    while (waiting.length > 0 && reached.size < 80) {
      const html = await (await page.request.get(waiting.shift()!)).text();
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[a-z0-9-]*)[#"?]/g)) {
        if (reached.has(href!)) continue;
        reached.add(href!);
        waiting.push(href!);
      }
    }
    const unreachable = Object.values(publicPagePaths).filter((path) => !reached.has(path));
    expect(unreachable).toEqual([]);
  });

  test('How to Apply, Application Review Process and Accepted Articles each open their own part', async ({
    page,
  }) => {
    await page.goto('/');
    for (const [label, anchor] of [
      ['How to Apply', 'how-to-apply'],
      ['Application Review Process', 'application-review-process'],
      ['Accepted Articles', 'accepted-articles'],
    ] as const) {
      await desktopNav(page).getByRole('button', { name: 'Research' }).click();
      await desktopNav(page).getByRole('link', { name: label }).click();
      await expect.poll(() => new URL(page.url()).hash).toBe(`#${anchor}`);
      const part = page.getByRole('region', { name: label });
      await expect(part).toHaveAttribute('id', anchor);
      await expect(part.getByRole('heading', { level: 2, name: label })).toBeInViewport();
    }
  });

  test('unknown addresses show the not-found page', async ({ page }) => {
    await page.goto('/no-such-page/anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(siteHeader(page)).toBeVisible();
    await page.screenshot({ path: screenshotPath('desktop-not-found'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect.poll(() => pathnameOf(page)).toBe('/');
  });
});

test.describe('mobile', () => {
  test.use({ viewport: mobile, isMobile: true, hasTouch: true });

  test('home page is complete and accessible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(desktopNav(page)).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('mobile-home'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test('the menu slides in, locks page scrolling and unlocks when closed', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));

    const menu = await openMobileMenu(page);
    await expect(menu).toBeInViewport();
    expect(await bodyOverflow(page)).toBe('hidden');
    await page.mouse.move(40, 400);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY), 'the page stays put').toBe(0);
    await page.screenshot({ path: screenshotPath('mobile-menu-open') });
    await expectNoSeriousA11yViolations(page);

    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test('About and Research expand to show their pages, the parent page included', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = await openMobileMenu(page);
    for (const group of menuGroups.filter((g) => ['About', 'Research'].includes(g.label))) {
      const header = menu.getByRole('button', { name: group.label, exact: true });
      await expect(header).toHaveAttribute('aria-expanded', 'false');
      await header.click();
      await expect(header).toHaveAttribute('aria-expanded', 'true');
      expect(pathnameOf(page)).toBe('/');
      for (const item of 'items' in group ? group.items : []) {
        await expect(menu.getByRole('link', { name: item.label, exact: true })).toBeVisible();
      }
    }
    await page.screenshot({ path: screenshotPath('mobile-menu-expanded') });
  });

  test('every navigation group and item is reachable from the menu', async ({ page }) => {
    await page.goto('/');
    for (const group of specNavigation) {
      if ('external' in group) continue;
      const items = 'items' in group ? group.items : [group];
      for (const item of items) {
        const menu = await openMobileMenu(page);
        if ('items' in group) {
          const header = menu.getByRole('button', { name: group.label, exact: true });
          if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
        }
        await menu.getByRole('link', { name: item.label, exact: true }).click();
        await expectArrivedAt(page, item);
        await expect(menu).toBeHidden();
        expect(await bodyOverflow(page)).not.toBe('hidden');
      }
    }
  });

  test('Annual Congress in the menu opens the conference site in a new tab', async ({ page }) => {
    await page.goto('/');
    const settings = await siteSettings(page);
    const menu = await openMobileMenu(page);
    const congress = menu.getByRole('link', { name: /Annual Congress/ });
    await expect(congress).toHaveAttribute('href', settings.conference.url);
    await expect(congress).toHaveAttribute('target', '_blank');
    await expect(congress).toContainText(settings.conference.title);
  });

  test('scrolls to the top after navigating from far down a page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' }).click();
    await expect.poll(() => pathnameOf(page)).toBe('/gallery');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('unknown addresses show the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('mobile-not-found'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
});

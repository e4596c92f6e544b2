import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { addDays, societyDay } from '@osi/shared';
import { test, uniqueWord } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { artifactsDir } from '../support/environment';
import { failOnPageErrors } from '../support/page-errors';
import { expectSeededPage, seededPages } from '../support/seeded-pages';
import { pathnameOf } from '../support/site-navigation';
import { desktop, mobile } from '../support/viewports';

failOnPageErrors(test);
const signedOut = { cookies: [], origins: [] };

const cards = (page: Page) => page.getByTestId('carousel-card');
/** How many carousel cards are wholly inside the window. */
const cardsInView = (page: Page) =>
  cards(page).evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const box = element.firstElementChild!.getBoundingClientRect();
        return box.width > 0 && box.left >= -1 && box.right <= window.innerWidth + 1;
      }).length,
  );

test.describe('the public content pages', () => {
  test.use({ storageState: signedOut });

  for (const viewport of [desktop, mobile]) {
    for (const seeded of seededPages) {
      test(`${seeded[0]} renders its seeded content at ${viewport.width} px, accessibly`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await expectSeededPage(page, seeded);
        await expectNoSeriousA11yViolations(page);
      });
    }
  }

  test('the press carousel shows 3 cards, 2 up to 1024 px and 1 up to 767 px, with arrows', async ({
    page,
  }) => {
    for (const [width, expected] of [
      [1280, 3],
      [1024, 2],
      [768, 2],
      [767, 1],
      [375, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/osi-press');
      await expect(cards(page).first()).toBeVisible();
      await expect.poll(() => cardsInView(page), `${width} px`).toBe(expected);
    }
    const first = cards(page).first();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => first.evaluate((element) => element.getBoundingClientRect().right))
      .toBeLessThan(1);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect
      .poll(() =>
        first.evaluate((element) => element.firstElementChild!.getBoundingClientRect().left),
      )
      .toBeGreaterThanOrEqual(0);
  });

  test('a podcast played pauses the other, and pages go two at a time', async ({ page }) => {
    await page.goto('/podcast');
    const audios = page.getByTestId('podcast-audio');
    await expect(audios).toHaveCount(2);
    const paused = () =>
      audios.evaluateAll((elements) => elements.map((e) => (e as HTMLAudioElement).paused));
    await page.getByRole('button', { name: /^Play Implant Talk 1/ }).click();
    await expect.poll(paused).toEqual([false, true]);
    await page.getByRole('button', { name: /^Play Implant Talk 2/ }).click();
    await expect.poll(paused).toEqual([true, false]);
    await page.getByRole('button', { name: /^Pause Implant Talk 2/ }).click();
    await expect.poll(paused).toEqual([true, true]);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByText('Implant Talk 3: The digital practice')).toBeVisible();
    await expect(page.getByText('Implant Talk 1: Where implantology')).toBeHidden();
  });

  test('YouTube loads only when the visitor presses play', async ({ page }) => {
    const youtube: string[] = [];
    page.on('request', (request) => {
      if (/youtube/.test(new URL(request.url()).hostname)) youtube.push(request.url());
    });
    await page.goto('/youtube');
    await expect(page.getByRole('button', { name: /^Play video:/ })).toHaveCount(4);
    expect(youtube).toEqual([]);
    await page.getByRole('button', { name: /^Play video: Sinus lift/ }).click();
    await expect(
      page.locator('iframe[src*="youtube-nocookie.com/embed/M7lc1UVf-VE"]'),
    ).toBeAttached();
  });

  test('the gallery opens a photo in a lightbox that the keyboard moves through and closes', async ({
    page,
  }) => {
    await page.goto('/gallery');
    await page.getByRole('button', { name: 'Open photo: Opening ceremony' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Opening ceremony' });
    await expect(lightbox).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await lightbox.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: 'Hands-on session' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('an event page offers its dates as an .ics file for calendars', async ({ page }) => {
    await page.goto('/events/2nd-national-conference-of-the-society');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('2nd-national-conference-of-the-society.ics');
    const { readFile } = await import('node:fs/promises');
    const ics = await readFile((await download.path())!, 'utf8');
    // The seed dates the conference 16 to 18 days from the day it runs; the end is exclusive.
    const icsDay = (days: number) => addDays(societyDay(), days).replaceAll('-', '');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${icsDay(16)}`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${icsDay(19)}`);
    expect(ics).toContain('SUMMARY:2nd National Conference of the Society');
  });

  test('the legacy addresses lead to their current pages', async ({ page }) => {
    for (const [from, to] of [
      ['/blogs', '/blog'],
      ['/blog1', '/blog'],
      [
        '/blog1/five-checks-before-you-load-an-implant',
        '/blog/five-checks-before-you-load-an-implant',
      ],
      ['/event-detail', '/events'],
    ] as const) {
      await page.goto(from);
      await expect.poll(() => pathnameOf(page)).toBe(to);
    }
  });
});

test.describe('the back office', () => {
  test.use({ viewport: desktop });

  test('an administrator adds a press article with an image, publishes it, and visitors see it', async ({
    page,
    browser,
  }) => {
    const title = `Implant registry launched ${uniqueWord()}`;
    const imageFile = path.join(artifactsDir, `press-${uniqueWord()}.png`);
    await sharp({ create: { width: 1400, height: 800, channels: 3, background: '#6d28d9' } })
      .png()
      .toFile(imageFile);

    await page.goto('/admin-osi-press');
    await expect(page.getByRole('heading', { level: 1, name: 'Osi Press' })).toBeVisible();
    await page.getByRole('button', { name: 'Add press article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add press article' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.locator('input[type=file]').setInputFiles(imageFile);
    const alt = dialog.getByLabel(/Image: description/);
    await expect(alt).toBeVisible();
    await alt.fill('The registry’s first report on a desk');
    await dialog.getByLabel('Category').fill('Research');
    await dialog
      .getByLabel('Summary')
      .fill('A national registry of implant outcomes opens to members.');
    const editor = dialog.getByRole('textbox', { name: 'Article' });
    await editor.click();
    await page.keyboard.type('Members can now record every implant they place.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(page.getByText('Published: visitors can see it now.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const visitor = await browser.newPage({ storageState: signedOut, viewport: desktop });
    await visitor.goto('/osi-press');
    await expect(visitor.getByRole('heading', { level: 2, name: title })).toBeAttached();
    await visitor.getByRole('link', { name: `Learn More: ${title}` }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Both pages come from the server with the new article in their HTML.
    const served = async (url: string) => (await visitor.request.get(url)).text();
    expect(await served('/osi-press')).toContain(title);
    const articleHtml = await served(new URL(visitor.url()).pathname);
    expect(articleHtml).toContain(`<title>${title} · Oral Implantology Society of India</title>`);
    expect(articleHtml).toContain(
      '<meta name="description" content="A national registry of implant outcomes opens to members."/>',
    );
    expect(articleHtml).toContain('Members can now record every implant they place.');
    await expect(
      visitor.getByText('Members can now record every implant they place.'),
    ).toBeVisible();
    const image = visitor.getByRole('img', { name: 'The registry’s first report on a desk' });
    await expect(image).toHaveAttribute('srcset', /320w.*640w.*1024w.*1400w/);
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await visitor.close();
  });
});

import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Where the focus is against the sticky top bar: in the bar (or on the page's body, past its
 * start), else what the focused element is when the bar hides part of it (WCAG 2.4.11) though
 * it could show whole, else null. Fixed controls drawn above the bar (the skip link) are not hidden.
 */
const focusAgainstBar = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    const bar = Array.from(document.querySelectorAll('header')).find(
      (header) => getComputedStyle(header).position === 'sticky',
    );
    if (!(focused instanceof HTMLElement) || focused === document.body || bar?.contains(focused)) {
      return 'in bar';
    }
    if (!bar || getComputedStyle(focused).position === 'fixed') return null;
    const { top, height } = focused.getBoundingClientRect();
    const barBottom = bar.getBoundingClientRect().bottom;
    // What is taller than the window below the bar (a tab's panel) cannot show whole.
    if (top >= barBottom - 0.5 || height > window.innerHeight - barBottom) return null;
    const name = focused.getAttribute('aria-label') ?? focused.id;
    const text = focused.textContent?.trim().slice(0, 40);
    return `${focused.tagName.toLowerCase()} ${name} ${text} at ${Math.round(top)} px, under the bar to ${barBottom} px`;
  });

/**
 * Walks back with Shift+Tab from `start` until the focus reaches the sticky top bar, checking at
 * every stop that what has the focus is not under the bar.
 */
export const expectShiftTabClearOfBar = async (page: Page, start: Locator, maxSteps = 200) => {
  await start.focus();
  const hidden: string[] = [];
  for (let step = 0; step < maxSteps; step += 1) {
    await page.keyboard.press('Shift+Tab');
    const where = await focusAgainstBar(page);
    if (where === 'in bar') break;
    if (where) hidden.push(where);
  }
  expect(hidden, 'focused elements hidden under the sticky bar').toEqual([]);
};

/**
 * The contrast between the focused element's focus ring and what is behind the ring (the first
 * ancestor with a background of its own; for a gradient, the least contrasting of its colours).
 * Colours are read through a canvas, which understands every CSS colour (oklch included).
 */
export const focusRingContrast = (element: Locator) =>
  element.evaluate((focused) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    };
    const luminance = (colour: string) => {
      const [r, g, b] = rgba(colour).map((channel) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const style = getComputedStyle(focused);
    if (!focused.matches(':focus-visible') || style.outlineStyle === 'none') return 0;
    const colourPattern = /(?:oklch|oklab|lab|lch|rgba?|hsla?|color)\([^)]*\)/g;
    for (let behind = focused.parentElement; behind; behind = behind.parentElement) {
      const background = getComputedStyle(behind);
      const stops = background.backgroundImage.match(colourPattern);
      if (stops) return Math.min(...stops.map((stop) => ratio(style.outlineColor, stop)));
      if (rgba(background.backgroundColor)[3] === 255) {
        return ratio(style.outlineColor, background.backgroundColor);
      }
    }
    return ratio(style.outlineColor, 'white');
  });

/** Focuses `element` as the keyboard would show it, and checks its ring stands out (1.4.11). */
export const expectVisibleFocusRing = async (page: Page, element: Locator) => {
  // A key press first: a focus after a key press is shown as :focus-visible.
  await page.keyboard.press('Shift');
  await element.focus();
  // Buttons' colour transitions cover outline-color: the ring fades in, and is measured once in.
  await element.evaluate((focused) =>
    Promise.all(focused.getAnimations().map((animation) => animation.finished)),
  );
  expect(await focusRingContrast(element)).toBeGreaterThanOrEqual(3);
};

/**
 * Waits until the app has taken the server's page over, header and footer included: a link used
 * before then loads its page afresh, as it does without scripts, and the focus starts at the top.
 */
export const untilTakenOver = (page: Page) =>
  expect(page.locator('#root[data-taken-over]')).toBeAttached();

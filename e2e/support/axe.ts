import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const describe = (violation: Result) =>
  `${violation.impact} ${violation.id}: ${violation.help}\n` +
  violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n');

/**
 * Waits for the short animations that are running (a toast sliding in, a dialog fading in), not
 * for spinners or a toast's countdown bar. What was just done may start its animation a frame or
 * two later (the app draws a toast on its next render), so it looks again after two frames,
 * until nothing is left to finish. Then, in the same task, it pauses what is still running: a
 * toast's countdown that ended while axe looks would start the toast fading out, and axe would
 * measure the contrast of a half-faded toast.
 */
const settleAndHoldAnimations = (page: Page) =>
  page.evaluateHandle(async () => {
    const twoFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = () =>
      document.getAnimations().filter((animation) => animation.playState === 'running');
    const ending = () =>
      running().filter(
        (animation) => Number(animation.effect?.getComputedTiming().endTime) <= 2000,
      );
    for (let left = ending(); ; left = ending()) {
      await Promise.all(left.map((animation) => animation.finished.catch(() => undefined)));
      await twoFrames();
      if (ending().length === 0) break;
    }
    const held = running();
    for (const animation of held) animation.pause();
    return held;
  });

/** axe's rules for WCAG 2.2 A and AA, and its best practices (landmarks, heading order). */
const ruleTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page once its animations have ended, as a visitor sees it: a half-faded toast
 * is not a contrast fault. Fails on any violation, whatever its impact, of the WCAG rules and
 * of the best practices. axe is evaluated through the DevTools protocol: a script tag
 * (page.addScriptTag) would be an inline script, which the server's Content-Security-Policy
 * rightly blocks.
 */
export const expectNoSeriousA11yViolations = async (page: Page) => {
  const held = await settleAndHoldAnimations(page);
  await page.evaluate(await readFile(axePath, 'utf8'));
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }).axe.run({
        runOnly: { type: 'tag', values: tags },
      }),
    ruleTags,
  );
  await held.evaluate((animations) => animations.forEach((animation) => animation.play()));
  await held.dispose();
  expect(results.violations.map(describe), `axe violations on ${page.url()}`).toEqual([]);
};

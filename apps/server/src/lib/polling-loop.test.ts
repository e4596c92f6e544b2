import { describe, expect, it } from 'vitest';
import { PollingLoop } from './polling-loop';

const hour = 60 * 60_000;

/** A loop whose runs each wait for `release()`, counting how many started. */
const gatedLoop = () => {
  let started = 0;
  let release = () => {};
  const loop = new PollingLoop(
    () => {
      started += 1;
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    hour,
    (error) => {
      throw error;
    },
  );
  return { loop, started: () => started, release: () => release() };
};

const turn = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('polling loop', () => {
  it('runs at once when nudged, without waiting for its interval', async () => {
    const { loop, started, release } = gatedLoop();
    loop.start();
    await turn();
    expect(started()).toBe(0);
    loop.nudge();
    await turn();
    expect(started()).toBe(1);
    release();
    await loop.stop();
  });

  it('runs once more right after the run in progress when nudged during it, never two at a time', async () => {
    const { loop, started, release } = gatedLoop();
    loop.start();
    loop.nudge();
    await turn();
    loop.nudge();
    loop.nudge();
    await turn();
    expect(started()).toBe(1);
    release();
    await turn();
    expect(started()).toBe(2);
    release();
    await turn();
    expect(started()).toBe(2);
    await loop.stop();
  });

  it('ignores a nudge once stopped', async () => {
    const { loop, started } = gatedLoop();
    loop.start();
    await loop.stop();
    loop.nudge();
    await turn();
    expect(started()).toBe(0);
  });
});

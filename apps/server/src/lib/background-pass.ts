import type { FastifyInstance } from 'fastify';
import { PollingLoop } from './polling-loop';

/**
 * Runs `pass` in this process once it is ready and then every `intervalMs` until it closes,
 * logging a failure under `name`; none when the interval is null (the tests run passes
 * themselves).
 */
export const runPassEvery = (
  app: FastifyInstance,
  name: string,
  pass: () => Promise<unknown>,
  intervalMs: number | null,
) => {
  if (intervalMs === null) return;
  const loop = new PollingLoop(pass, intervalMs, (error: unknown) =>
    app.log.error({ err: error }, `${name} failed`),
  );
  app.addHook('onReady', async () => {
    loop.start();
    loop.nudge();
  });
  app.addHook('preClose', () => loop.stop());
};

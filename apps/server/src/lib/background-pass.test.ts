import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { runPassEvery } from './background-pass';

const hour = 60 * 60_000;

describe('runPassEvery', () => {
  it('runs the pass once the app is ready, and a closing app waits for the pass in progress', async () => {
    const app = Fastify();
    let finish = () => {};
    let finished = false;
    const started = new Promise<void>((resolve) => {
      runPassEvery(
        app,
        'test pass',
        () => {
          resolve();
          return new Promise<void>((done) => {
            finish = () => {
              finished = true;
              done();
            };
          });
        },
        hour,
      );
    });
    await app.ready();
    await started;
    const closed = app.close();
    finish();
    await closed;
    expect(finished).toBe(true);
  });

  it('logs a failed pass under its name, and runs none without an interval', async () => {
    const logged: { msg: string; err: { message: string } }[] = [];
    const app = Fastify({
      logger: {
        level: 'error',
        stream: { write: (line: string) => logged.push(JSON.parse(line)) },
      },
    });
    let failed = () => {};
    const failure = new Promise<void>((resolve) => (failed = resolve));
    runPassEvery(
      app,
      'failing pass',
      async () => {
        failed();
        throw new Error('no database');
      },
      hour,
    );
    let ranWithout = false;
    runPassEvery(app, 'never', async () => (ranWithout = true), null);
    await app.ready();
    await failure;
    await app.close();
    expect(logged).toMatchObject([{ msg: 'failing pass failed', err: { message: 'no database' } }]);
    expect(ranWithout).toBe(false);
  });
});

import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';

/** Whether this machine has a `redis-server` to start (CI installs it). */
export const hasRedisServer = () => spawnSync('redis-server', ['--version']).status === 0;

/**
 * A private Redis on a port of its own, never the machine's shared one, that a test may stop and
 * start again; nothing is saved to disk.
 */
export const privateRedis = (port: number) => {
  let child: ReturnType<typeof spawn> | undefined;
  const url = `redis://127.0.0.1:${port}`;
  return {
    url,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
      probe.on('error', () => undefined);
      try {
        for (const deadline = Date.now() + 10_000; ; await sleep(50)) {
          if (
            await probe.connect().then(
              () => probe.ping(),
              () => undefined,
            )
          )
            return;
          if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not answer`);
          probe.disconnect();
        }
      } finally {
        probe.disconnect();
      }
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
};

import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchAdmin, repositoryRoot } from './settings';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The real server entry point (apps/server/src/server.ts) as a child process on loopback, as it
 * runs in production (NODE_ENV=production, so it trusts X-Forwarded-For from its proxy), with
 * request logging off. Its own process, so its memory and CPU are its own.
 */
export const startServer = async (databaseUrl: string): Promise<ServerProcess> => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(os.tmpdir(), 'osi-bench-data'),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      SEED_ADMIN_EMAIL: benchAdmin.email,
      SEED_ADMIN_PASSWORD: benchAdmin.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /api/health within 60 s:\n${output}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await sleep(100);
  }

  if (child.pid === undefined) throw new Error('server process has no pid');
  return {
    pid: child.pid,
    baseUrl,
    stop: async () => {
      if (exitCode !== undefined) return;
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    },
  };
};

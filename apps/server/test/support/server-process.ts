import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { unusedPort } from './network';

export const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  /** The last 20,000 characters it wrote to stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The real server entry point (apps/server/src/server.ts, or the compiled one given) as a child
 * process on loopback, with the settings given (on top of this process's environment) and
 * warnings-only logs. Its own process, so its memory and CPU are its own.
 */
export const startServer = async (
  env: NodeJS.ProcessEnv,
  entry: string[] = ['--import', 'tsx', 'apps/server/src/server.ts'],
): Promise<ServerProcess> => {
  const port = await unusedPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, entry, {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
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
    output: () => output,
    stop: async () => {
      if (exitCode !== undefined) return;
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    },
  };
};

import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { artifactsDir } from './environment';

/** Keeps only this run's database: each run starts the server on a fresh data directory. */
export default async function removeOldData() {
  const current = process.env.E2E_DATA_DIR;
  await mkdir(artifactsDir, { recursive: true });
  const entries = await readdir(artifactsDir, { withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('data-'))
      .map((entry) => path.join(artifactsDir, entry.name))
      .filter((dir) => dir !== current)
      .map((dir) => rm(dir, { recursive: true, force: true })),
  );
}

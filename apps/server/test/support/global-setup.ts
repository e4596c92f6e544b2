import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { preparePgliteSnapshot, preparePostgresTemplate } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const pgliteSnapshot = databaseUrl ? '' : await preparePgliteSnapshot();
  if (databaseUrl) await preparePostgresTemplate(databaseUrl);
  project.provide('pgliteSnapshot', pgliteSnapshot);
  project.provide('databaseUrl', databaseUrl);
  return async () => {
    if (pgliteSnapshot) await fs.rm(path.dirname(pgliteSnapshot), { recursive: true, force: true });
  };
}

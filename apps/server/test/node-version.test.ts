import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from './support/server-process';

/** Decision 067: `.nvmrc` names the Node.js version; everything else that names one follows it. */
const readRepositoryFile = (name: string) => fs.readFile(path.join(repositoryRoot, name), 'utf8');
const nvmrcVersion = async () => (await readRepositoryFile('.nvmrc')).trim();
const majorOf = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

describe('the Node.js version', () => {
  it('is a full version of an even (long-term-support) line in .nvmrc', async () => {
    const version = await nvmrcVersion();
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(majorOf(version) % 2).toBe(0);
    expect(majorOf(version)).toBeGreaterThanOrEqual(24);
  });

  it('is the one the tests run on', async () => {
    expect(majorOf(process.version)).toBe(majorOf(await nvmrcVersion()));
  });

  it('is the one the container image is built from', async () => {
    const dockerfile = await readRepositoryFile('Dockerfile');
    expect(dockerfile).toContain(`ARG NODE_VERSION=${await nvmrcVersion()}\n`);
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(bases).toEqual([
      'node:${NODE_VERSION}-bookworm-slim',
      'node:${NODE_VERSION}-bookworm-slim',
    ]);
  });

  it('is the line the package asks for', async () => {
    const { engines } = JSON.parse(await readRepositoryFile('package.json'));
    expect(engines.node).toMatch(new RegExp(`^>=${majorOf(await nvmrcVersion())}\\.\\d+$`));
  });

  it('is required by the server commands, which name .nvmrc on an older Node', async () => {
    // The launcher sees an older Node through a preloaded change of process.versions.
    const olderNode = `data:text/javascript,Object.defineProperty(process,'versions',{value:{...process.versions,node:'20.20.2'}})`;
    const launch = promisify(execFile)(
      process.execPath,
      ['--import', olderNode, 'apps/server/run.mjs', 'server'],
      { cwd: repositoryRoot },
    );
    await expect(launch).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('The server needs Node.js 24 (see .nvmrc)'),
    });
  });
});

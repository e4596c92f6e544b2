// Compiles the server's commands to apps/server/dist for production (docs/decisions/061).
import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { entryPoints } from './entry-points.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist');
const { dependencies } = JSON.parse(await fs.readFile(path.join(root, 'package.json'), 'utf8'));

await fs.rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // Installed packages load from node_modules as they are; the workspace's own TypeScript
  // (@osi/shared) is compiled in.
  external: Object.keys(dependencies).filter((name) => name !== '@osi/shared'),
  logLevel: 'warning',
});
await fs.cp(path.join(root, 'src/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
console.log(`Server compiled to ${path.relative(process.cwd(), outdir) || '.'}`);

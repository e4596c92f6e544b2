// Runs one of the server's commands (scripts/entry-points.mjs): the compiled JavaScript in dist
// under NODE_ENV=production, the TypeScript sources through tsx, a development tool, elsewhere.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { entryPoints } from './scripts/entry-points.mjs';

const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(`The server needs Node.js 24 (see .nvmrc); this is ${process.version}.`);
  process.exit(1);
}

const name = process.argv[2];
if (!(name in entryPoints)) {
  console.error(`Usage: node run.mjs ${Object.keys(entryPoints).join('|')} [arguments]`);
  process.exit(1);
}
process.argv.splice(2, 1);

// NODE_ENV may come from the .env file the command itself reads (config.ts, loadDotEnv).
const dotEnv = path.join(process.env.INIT_CWD ?? process.cwd(), '.env');
if (fs.existsSync(dotEnv)) process.loadEnvFile(dotEnv);

if (process.env.NODE_ENV === 'production') {
  const compiled = path.join(import.meta.dirname, 'dist', `${name}.js`);
  if (!fs.existsSync(compiled)) {
    console.error('The compiled server is missing: run `npm run build:server` first.');
    process.exit(1);
  }
  await import(pathToFileURL(compiled).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(import.meta.dirname, entryPoints[name])).href);
}

// Builds the web app unless apps/web/dist is newer than every source file it is built from.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'apps/web/dist-server/entry-server.js');
const inputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/shared/src',
  'package-lock.json',
];

const newestChange = (entry) => {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(full).map((name) => newestChange(path.join(entry, name))),
  );
};

const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
if (builtAt > Math.max(...inputs.map(newestChange))) {
  console.log('Web app is up to date; skipping the build.');
} else {
  execFileSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
}

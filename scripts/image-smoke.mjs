// Starts the built server on a throw-away embedded database with only the production packages
// installed and waits until /api/health/ready answers 200: a missing runtime package or file
// fails the image build here instead of at the first deploy.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const entry = [path.join(root, 'apps/server/dist/server.js')];

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'osi-image-smoke-'));
const server = spawn(process.execPath, entry, {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    // A throw-away administrator: nothing generated, so no password reaches the build log.
    SEED_ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
  },
});
const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));

const readyWithin = async (ms) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && server.exitCode === null) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null);
    if (answer?.status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
};

// Only a guard against a start that hangs: on a quiet machine the server is ready in seconds,
// on a shared and busy one a fresh embedded database alone can take a minute.
const ready = await readyWithin(5 * 60_000);
// The home page is drawn on the server from the web build (an empty root would mean the browser
// has to draw it): the packages that drawing needs must have survived the pruning too.
const home = ready ? await fetch(`http://127.0.0.1:${port}/`).catch(() => null) : null;
const page = home?.status === 200 ? await home.text() : '';
const drawn = page.includes('<div id="root">') && !page.includes('<div id="root"></div>');
server.kill('SIGTERM');
const code = await exited;
fs.rmSync(dataDir, { recursive: true, force: true });
if (!ready || !drawn || code !== 0) {
  console.error(`image smoke: ready=${ready}, home page drawn=${drawn}, exit code ${code}`);
  process.exit(1);
}
console.log(
  'image smoke: the built server started, reported ready, drew the home page and stopped',
);

import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { artifactsDir, baseURL, port, seedAdmin } from './support/environment';
import { chromiumLaunchOptions } from './support/launch';

const repoRoot = path.join(import.meta.dirname, '..');
// Decided once in the main process; the workers inherit it.
process.env.E2E_DATA_DIR ??= path.join(artifactsDir, `data-${Date.now()}`);

/**
 * Runs the journeys in Debian's Chromium against the real server serving the built web app
 * (`npm run test:e2e` builds it first) on a fresh embedded database.
 */
export default defineConfig({
  testDir: './specs',
  globalSetup: './support/remove-old-data.ts',
  outputDir: path.join(artifactsDir, 'test-results'),
  // Two at a time: the journeys, one after another because they change what the others see
  // (lists, sign-in limits), beside the public pages, which only read the seeded site. The
  // journeys come first, or the public pages take both workers and the journeys start when they
  // end: 282 s for the whole run against 240 s. The tests mostly wait on the server and the
  // browser, not on the CPU.
  workers: 2,
  projects: [
    {
      name: 'journeys',
      testIgnore: /(content-pages|server-rendering|site-shell)\.spec\.ts$/,
      workers: 1,
    },
    {
      name: 'public pages',
      testMatch: /(content-pages|server-rendering|site-shell)\.spec\.ts$/,
      fullyParallel: true,
    },
  ],
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: path.join(artifactsDir, 'report'), open: 'never' }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    // A failed test's trace keeps each action's page and network, without a film of the screen:
    // filming every test made two journey files take 96 s instead of 80. The failure's
    // screenshot is still kept.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  webServer: [
    {
      // The e-mail sink. Playwright stores the addresses it prints in process.env (SMTP_URL,
      // E2E_MAILBOX_URL), which the app server started next and the tests inherit.
      command: 'node --import tsx e2e/support/mail-sink.ts',
      cwd: repoRoot,
      wait: { stdout: /SMTP sink at (?<smtp_url>\S+) with its mailbox at (?<e2e_mailbox_url>\S+)/ },
      timeout: 30_000,
    },
    {
      command: 'node --import tsx apps/server/src/server.ts',
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        NODE_ENV: 'test',
        PUBLIC_URL: baseURL,
        SEED_ADMIN_EMAIL: seedAdmin.email,
        SEED_ADMIN_PASSWORD: seedAdmin.password,
        // The contact form's minimum fill time is a server test's business; a robot types fast.
        CONTACT_FORM_MIN_SECONDS: '0',
      },
    },
  ],
});

import path from 'node:path';

/** Where the server under test listens, and who its seeded administrator is. */
export const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
export const seedAdmin = { email: 'admin@e2e.osi.test', password: 'e2e-admin-Passw0rd!' };

/** Everything the browser tests leave behind (data, screenshots, reports); ignored by git. */
export const artifactsDir = path.join(import.meta.dirname, '..', '.artifacts');
export const screenshotPath = (name: string) =>
  path.join(artifactsDir, 'screenshots', `${name}.png`);

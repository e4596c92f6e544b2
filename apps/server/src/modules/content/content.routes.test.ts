import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { demoSiteSettings } from '../../db/seed/site-settings';
import { saveSiteSettings } from './site-settings.service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /api/content/site-settings', () => {
  it('answers 404 in the error shape before the site is set up', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/content/site-settings' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Site settings have not been set up yet.');
  });

  it('answers the stored record to anyone', async () => {
    await saveSiteSettings(app.db, { ...demoSiteSettings, phone: '+91 80 1111 2222' });
    const response = await app.inject({ method: 'GET', url: '/api/content/site-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...demoSiteSettings, phone: '+91 80 1111 2222' });
  });

  it('refuses to store a record that breaks the schema', async () => {
    await expect(
      saveSiteSettings(app.db, { ...demoSiteSettings, shortName: 'OSI India' }),
    ).rejects.toThrow('Short name must be lowercase letters and digits only');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { siteDetailsMessages } from '@osi/shared';
import { auditEvents } from '../../db/schema';
import { adminSessionCookie, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { inject } from '../../../test/support/fellowship';
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

describe('PUT /api/admin/site-settings', () => {
  const details = {
    contactEmail: 'office@osi-india.example',
    phone: '+91 80 9999 0000',
    address: '12 Residency Road, Bengaluru 560025',
    missionStatement: 'Excellence in implantology for every patient.',
    social: {
      facebook: 'https://www.facebook.com/osi.new',
      instagram: 'https://www.instagram.com/osi.new',
    },
    conference: { title: '3rd National Conference, 2026', url: 'https://congress2026.example' },
  };

  it('lets an administrator change the site details every page shows, audited', async () => {
    await saveSiteSettings(app.db, demoSiteSettings);
    const admin = await adminSessionCookie(app.db);
    const saved = await inject(app, 'PUT', '/api/admin/site-settings', admin, details);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: siteDetailsMessages.saved });

    const read = await app.inject({ method: 'GET', url: '/api/content/site-settings' });
    expect(read.json()).toEqual({ ...demoSiteSettings, ...details });
    const [event] = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'site-settings.updated'));
    expect(event).toMatchObject({ actorType: 'admin', after: details });
  });

  it('refuses a bad address with the field named, and anyone but an administrator', async () => {
    const admin = await adminSessionCookie(app.db);
    const bad = await inject(app, 'PUT', '/api/admin/site-settings', admin, {
      ...details,
      contactEmail: 'not an address',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors)).toEqual(['contactEmail']);

    const member = await sessionCookie(app.db, 'member', (await insertMember(app.db)).id);
    expect((await inject(app, 'PUT', '/api/admin/site-settings', member, details)).statusCode).toBe(
      401,
    );
    expect(
      (await inject(app, 'PUT', '/api/admin/site-settings', undefined, details)).statusCode,
    ).toBe(401);
  });
});

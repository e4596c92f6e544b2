import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMessages, privacyNoticeMessages } from '@osi/shared';
import { privacyNoticeVersions, settings } from '../../db/schema';
import { demoPrivacyNotice } from '../../db/seed/privacy-notice';
import { insertAdmin, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { recordRegistrationConsent } from './privacy-notice.service';

let app: TestApp;
let adminId: string;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  adminId = (await insertAdmin(app.db)).id;
  admin = await sessionCookie(app.db, 'admin', adminId);
});
afterAll(() => app.close());

const saveNotice = (value: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/content/sections/privacy',
    headers: { cookie: admin },
    payload: value,
  });
const readNotice = () => app.inject({ method: 'GET', url: '/api/privacy-notice' });
const versions = () => app.db.select().from(privacyNoticeVersions);

describe('the privacy notice', () => {
  it('is not found until published, then each save publishes a new version with the save', async () => {
    const none = await readNotice();
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(privacyNoticeMessages.noNotice);

    const first = await saveNotice(demoPrivacyNotice);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(contentMessages.noticePublished(1));
    const second = await saveNotice({ ...demoPrivacyNotice, grievanceResponseTime: '15 days' });
    expect(second.json().message).toBe(contentMessages.noticePublished(2));

    const published = await versions();
    expect(published.map((row) => [row.version, row.publishedBy])).toEqual([
      [1, adminId],
      [2, adminId],
    ]);
    expect(published[1]!.value).toMatchObject({ grievanceResponseTime: '15 days' });

    const notice = await readNotice();
    expect(notice.statusCode).toBe(200);
    expect(notice.json()).toEqual({
      version: 2,
      publishedAt: published[1]!.publishedAt.toISOString(),
      value: expect.objectContaining({
        grievanceOfficer: demoPrivacyNotice.grievanceOfficer,
        grievanceEmail: demoPrivacyNotice.grievanceEmail,
        grievanceResponseTime: '15 days',
      }),
    });
  });

  it('publishes nothing and changes nothing when the save is refused', async () => {
    const before = await versions();
    const [stored] = await app.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'section:privacy'));
    const refused = await saveNotice({ ...demoPrivacyNotice, grievanceEmail: 'not an address' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toEqual({
      grievanceEmail: 'Please enter an e-mail address',
    });
    const missing = await saveNotice({ ...demoPrivacyNotice, grievanceOfficer: '' });
    expect(missing.json().error.fieldErrors).toEqual({
      grievanceOfficer: 'Please enter the grievance officer',
    });
    expect(await versions()).toEqual(before);
    const [after] = await app.db.select().from(settings).where(eq(settings.key, 'section:privacy'));
    expect(after).toEqual(stored);
  });
});

describe("a member's consents in the back office", () => {
  it('lists the versions agreed to, latest first, and is 404 for no such member', async () => {
    const member = await insertMember(app.db);
    await recordRegistrationConsent(app.db, member.id, 1);
    const listed = await app.inject({
      method: 'GET',
      url: `/api/admin/members/${member.id}/privacy-consents`,
      headers: { cookie: admin },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      { noticeVersion: 1, context: 'registration', consentedAt: expect.any(String) },
    ]);
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/admin/members/00000000-0000-4000-8000-000000000000/privacy-consents',
      headers: { cookie: admin },
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/admin/members/${member.id}/privacy-consents`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

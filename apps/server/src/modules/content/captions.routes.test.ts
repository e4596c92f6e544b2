import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionMessages } from '@osi/shared';
import { auditEvents } from '../../db/schema';
import { inject } from '../../../test/support/fellowship';
import { adminSessionCookie, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let adminCookie: string;
beforeAll(async () => {
  app = await createTestApp();
  adminCookie = await adminSessionCookie(app.db);
});
afterAll(() => app.close());

const read = async (key: string) =>
  (await inject(app, 'GET', `/api/content/captions/${key}`)).json();
const write = (key: string, caption: string, cookie = adminCookie) =>
  inject(app, 'PUT', `/api/admin/captions/${key}`, cookie, { caption });

describe('page captions', () => {
  it('are null until written; Update creates the record, then updates it; both audited', async () => {
    expect(await read('fellowship-form-banner')).toEqual({
      key: 'fellowship-form-banner',
      caption: null,
    });
    expect((await write('fellowship-form-banner', 'Fellowship of the Society')).json()).toEqual({
      message: captionMessages.saved,
    });
    await write('fellowship-form-banner', ' Fellowship of the Oral Implantology Society of India ');
    expect(await read('fellowship-form-banner')).toEqual({
      key: 'fellowship-form-banner',
      caption: 'Fellowship of the Oral Implantology Society of India',
    });
    expect((await read('fellowship-form-header')).caption).toBeNull();

    const events = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, 'fellowship-form-banner'))
      .orderBy(auditEvents.seq);
    expect(events.map((event) => event.action)).toEqual(['caption.created', 'caption.updated']);
    expect(events[1]).toMatchObject({
      actorType: 'admin',
      before: { caption: 'Fellowship of the Society' },
      after: { caption: 'Fellowship of the Oral Implantology Society of India' },
    });
  });

  it('refuses markup, blank captions, unknown pages and anyone but administrators', async () => {
    expect(
      (await write('fellowship-form-header', '<b>Apply</b>')).json().error.fieldErrors,
    ).toEqual({
      caption: captionMessages.plainText,
    });
    expect((await write('fellowship-form-header', '  ')).statusCode).toBe(400);
    expect((await write('home-page', 'Hello')).statusCode).toBe(400);
    expect((await inject(app, 'GET', '/api/content/captions/home-page')).statusCode).toBe(400);
    const member = await sessionCookie(app.db, 'member', (await insertMember(app.db)).id);
    expect((await write('fellowship-form-header', 'Apply', member)).statusCode).toBe(401);
    expect(
      (
        await inject(app, 'PUT', '/api/admin/captions/fellowship-form-header', undefined, {
          caption: 'x',
        })
      ).statusCode,
    ).toBe(401);
    expect((await read('fellowship-form-header')).caption).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMembershipYearSettings, membershipYearMessages } from '@osi/shared';
import { auditEvents } from '../../db/schema';
import { adminSessionCookie, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminSessionCookie(app.db);
});
afterAll(() => app.close());

const url = '/api/admin/membership-year/settings';
const read = (cookie = admin) => app.inject({ method: 'GET', url, headers: { cookie } });
const save = (payload: object, cookie = admin) =>
  app.inject({ method: 'PUT', url, payload, headers: { cookie } });

describe('the membership year settings', () => {
  it('are the defaults until saved, then what was saved, audited', async () => {
    expect((await read()).json()).toEqual(defaultMembershipYearSettings);
    const settings = { graceDays: 45, remindBeforeDays: [60, 14, 0], remindAfterDays: [7, 30] };
    const saved = await save(settings);
    expect(saved.json()).toEqual({ message: membershipYearMessages.saved, settings });
    expect((await read()).json()).toEqual(settings);

    const [event] = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'membership-year-settings.updated'));
    expect(event).toMatchObject({ before: defaultMembershipYearSettings, after: settings });
  });

  it('are checked, with the message on the field', async () => {
    const refused = await save({ ...defaultMembershipYearSettings, graceDays: -1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toEqual({
      graceDays: 'The grace period cannot be negative',
    });
    const noAfter = await save({ ...defaultMembershipYearSettings, remindAfterDays: [0] });
    expect(noAfter.json().error.fieldErrors).toEqual({
      'remindAfterDays.0': 'The days after the end must be at least 1',
    });
  });

  it('are for administrators only', async () => {
    const member = await sessionCookie(app.db, 'member', (await insertMember(app.db)).id);
    expect((await read(member)).statusCode).toBe(401);
    expect((await save(defaultMembershipYearSettings, member)).statusCode).toBe(401);
  });
});

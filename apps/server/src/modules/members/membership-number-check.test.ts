import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  const member = await insertMember(app.db, { membershipId: 'OSI-2025-00042' });
  await insertMember(app.db, { membershipId: 'OSI-2025-00043' });
  cookie = await sessionCookie(app.db, 'member', member.id);
});
afterAll(() => app.close());

const check = (membershipNumber: unknown, headers: Record<string, string> = { cookie }) =>
  app.inject({
    method: 'POST',
    url: '/api/me/membership-number-checks',
    payload: { membershipNumber },
    headers,
  });

describe('POST /api/me/membership-number-checks', () => {
  it('is valid only for the signed-in member’s own number, in any case and spacing', async () => {
    for (const own of ['OSI-2025-00042', ' osi-2025-00042 ']) {
      expect((await check(own)).json()).toEqual({ isValid: true });
    }
    for (const notOwn of ['OSI-2025-00043', 'OSI-2025-0004', 'nobody']) {
      expect((await check(notOwn)).json()).toEqual({ isValid: false });
    }
  });

  it('asks for a number, and answers members only', async () => {
    const empty = await check('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fieldErrors).toEqual({
      membershipNumber: 'Membership Number is required',
    });
    expect((await check('OSI-2025-00042', {})).statusCode).toBe(401);
    const admin = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db)).id);
    expect((await check('OSI-2025-00042', { cookie: admin })).statusCode).toBe(401);
  });
});

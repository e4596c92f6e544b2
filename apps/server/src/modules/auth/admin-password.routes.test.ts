import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePasswordMessages } from '@osi/shared';
import { admins, auditEvents } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { insertAdmin } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const password = 'Administrator#2025';
const newPassword = 'Clinic#Desk2026';
let ip = 0;
const post = (url: string, payload: object, cookie?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.30.0.${(ip += 1) % 250}`,
    headers: cookie ? { cookie } : {},
  });
const signIn = async (email: string, pass = password) => {
  const response = await post('/api/auth/admin/login', { email, password: pass });
  const cookie = response.cookies.find((c) => c.name === 'osi_admin_session');
  return { response, cookie: cookie ? `${cookie.name}=${cookie.value}` : undefined };
};
const signedInAdmin = async (cookie?: string) =>
  (
    await app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} })
  ).json().admin;
const change = (cookie: string | undefined, body: object) =>
  post('/api/admin/password', body, cookie);
const hashOf = async (id: string) =>
  (await app.db.select().from(admins).where(eq(admins.id, id)))[0]!.passwordHash;

describe("an administrator's own password", () => {
  it('needs a signed-in administrator', async () => {
    const response = await change(undefined, {
      currentPassword: password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(401);
  });

  it('changes, keeps this session, ends the others and is in the audit log', async () => {
    const admin = await insertAdmin(app.db, { role: 'membership' });
    const here = (await signIn(admin.email)).cookie;
    const elsewhere = (await signIn(admin.email)).cookie;
    const response = await change(here, {
      currentPassword: password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(response.json()).toEqual({ message: changePasswordMessages.changed });
    expect((await signedInAdmin(here))?.id).toBe(admin.id);
    expect(await signedInAdmin(elsewhere)).toBeNull();
    expect((await signIn(admin.email)).response.statusCode).toBe(401);
    expect((await signIn(admin.email, newPassword)).response.statusCode).toBe(200);
    const events = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'admin.password-changed'), eq(auditEvents.actorId, admin.id)),
      );
    expect(events).toHaveLength(1);
  });

  it('refuses a wrong current password and the rules of a new one, changing nothing', async () => {
    const admin = await insertAdmin(app.db, { role: 'finance' });
    const { cookie } = await signIn(admin.email);
    const before = await hashOf(admin.id);
    const wrong = await change(cookie, {
      currentPassword: 'Nope#12345',
      newPassword,
      confirmPassword: newPassword,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldErrors).toEqual({
      currentPassword: changePasswordMessages.wrongCurrent,
    });
    const mismatch = await change(cookie, {
      currentPassword: password,
      newPassword,
      confirmPassword: 'Clinic#Desk2027',
    });
    expect(mismatch.json().error.fieldErrors).toEqual({
      confirmPassword: changePasswordMessages.mismatch,
    });
    expect(await hashOf(admin.id)).toBe(before);
    expect(await verifyPassword(before, password)).toBe(true);
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { markUndeliverable } from '../../infra/mail/outbox.repository';
import { adminSessionCookie, insertMember } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminSessionCookie(app.db);
});
afterAll(() => app.close());

const reason = '550 5.1.1 Mailbox unavailable';
const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: admin } });

it("shows administrators a member's and a subscriber's address a server refused for good", async () => {
  const refused = await insertMember(app.db, { email: 'Gone.Member@example.org' });
  const mailed = await insertMember(app.db);
  await app.db.insert(newsletterSubscribers).values([
    { email: 'gone.member@example.org', unsubscribeToken: 'unsubscribe-1' },
    { email: 'reader@example.org', unsubscribeToken: 'unsubscribe-2' },
  ]);
  await markUndeliverable(app.db, 'gone.member@example.org', reason);

  expect((await get(`/api/admin/members/${refused.id}`)).json()).toMatchObject({
    emailUndeliverable: reason,
  });
  expect((await get(`/api/admin/members/${mailed.id}`)).json()).toMatchObject({
    emailUndeliverable: null,
  });
  const { items } = (await get('/api/admin/newsletter/subscribers')).json();
  expect(
    Object.fromEntries(
      items.map((item: { email: string; emailUndeliverable: string | null }) => [
        item.email,
        item.emailUndeliverable,
      ]),
    ),
  ).toEqual({ 'gone.member@example.org': reason, 'reader@example.org': null });
});

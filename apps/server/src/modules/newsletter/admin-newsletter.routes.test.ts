import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRow, newsletterMessages, type NewsletterIssue } from '@osi/shared';
import { buildApp } from '../../app';
import { auditEvents, newsletterSubscribers } from '../../db/schema';
import { insertAdmin, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink';
import { testConfig } from '../../../test/support/test-app';
import { createTestDatabase } from '../../../test/support/test-database';
import { newToken } from '../../lib/tokens';

let app: Awaited<ReturnType<typeof buildApp>>;
let sink: SmtpSink;
let admin: string;
let member: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  const database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ smtpUrl: sink.url, newsletter: { batchSize: 2, pollIntervalMs: 20 } }),
    database,
    infra: { outboxPollIntervalMs: 20 },
  });
  app.addHook('onClose', async () => database.close());
  await app.ready();
  admin = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db)).id);
  member = await sessionCookie(app.db, 'member', (await insertMember(app.db)).id);
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const as = (cookie: string | undefined) => ({
  get: (url: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }),
  send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} }),
});

// A second apart: the embedded database's clock can give two quick inserts the same instant.
let subscribedAt = Date.parse('2026-01-01T00:00:00Z');
const addSubscriber = async (email: string, status: 'pending' | 'confirmed' | 'unsubscribed') => {
  subscribedAt += 1000;
  const [row] = await app.db
    .insert(newsletterSubscribers)
    .values({ email, status, unsubscribeToken: newToken(), createdAt: new Date(subscribedAt) })
    .returning();
  return row!;
};

describe('authorization', () => {
  it.each([
    ['GET', '/api/admin/newsletter/subscribers'],
    ['GET', '/api/admin/newsletter/subscribers/export.csv'],
    ['DELETE', '/api/admin/newsletter/subscribers/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/newsletter/issues'],
    ['POST', '/api/admin/newsletter/issues'],
    ['GET', '/api/admin/newsletter/issues/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s refuses visitors and members', async (method, url) => {
    for (const cookie of [undefined, member]) {
      const response = await as(cookie).send(method as 'POST', url, {});
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('Subscribed Mails', () => {
  it('searches, filters by status, counts and pages the list', async () => {
    await addSubscriber('list-one@clinic.example', 'confirmed');
    await addSubscriber('list-two@clinic.example', 'pending');
    await addSubscriber('list-three@clinic.example', 'unsubscribed');
    const all = (
      await as(admin).get('/api/admin/newsletter/subscribers?search=clinic.example')
    ).json();
    expect(all).toMatchObject({ total: 3, page: 1, totalPages: 1 });
    expect(all.items.map((item: { email: string }) => item.email)).toEqual([
      'list-three@clinic.example',
      'list-two@clinic.example',
      'list-one@clinic.example',
    ]);
    expect(all.counts.confirmed).toBeGreaterThanOrEqual(1);
    const confirmed = (
      await as(admin).get(
        '/api/admin/newsletter/subscribers?search=clinic.example&status=confirmed&pageSize=1',
      )
    ).json();
    expect(confirmed.items.map((item: { email: string }) => item.email)).toEqual([
      'list-one@clinic.example',
    ]);
    expect((await as(admin).get('/api/admin/newsletter/subscribers?search=%25')).json().total).toBe(
      0,
    );
  });

  it('exports every subscriber as CSV', async () => {
    await addSubscriber('=cmd@csv.example', 'confirmed');
    const response = await as(admin).get('/api/admin/newsletter/subscribers/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="subscribers-/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe(
      csvRow(['email', 'status', 'createdAt', 'confirmedAt', 'unsubscribedAt']).trimEnd(),
    );
    expect(response.body).toContain(`"'=cmd@csv.example","confirmed"`);
  });

  it('removes an address, keeps it, audits it, and no longer lists it', async () => {
    const row = await addSubscriber('remove-me@example.org', 'confirmed');
    const response = await as(admin).send('DELETE', `/api/admin/newsletter/subscribers/${row.id}`);
    expect(response.json()).toEqual({ message: newsletterMessages.subscriberRemoved });
    const [kept] = await app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, row.id));
    expect(kept?.deletedAt).toBeInstanceOf(Date);
    expect(
      (await as(admin).get('/api/admin/newsletter/subscribers?search=remove-me')).json().total,
    ).toBe(0);
    const [event] = await app.db.select().from(auditEvents).where(eq(auditEvents.entityId, row.id));
    expect(event).toMatchObject({ action: 'newsletter-subscriber.removed', actorType: 'admin' });
    expect(
      (await as(admin).send('DELETE', `/api/admin/newsletter/subscribers/${row.id}`)).statusCode,
    ).toBe(404);
  });
});

describe('sending a newsletter', () => {
  const send = (payload: object) => as(admin).send('POST', '/api/admin/newsletter/issues', payload);

  it('checks the newsletter with the form messages', async () => {
    const response = await send({ subject: ' ', body: '', expectedRecipients: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      subject: newsletterMessages.subjectRequired,
      body: newsletterMessages.bodyRequired,
    });
  });

  it('sends to every confirmed subscriber in batches, each with their own one-click unsubscribe', async () => {
    await app.db.update(newsletterSubscribers).set({ deletedAt: new Date() });
    const confirmed = await Promise.all(
      ['one', 'two', 'three', 'four', 'five'].map((name) =>
        addSubscriber(`reader-${name}@example.org`, 'confirmed'),
      ),
    );
    await addSubscriber('reader-pending@example.org', 'pending');
    await addSubscriber('reader-gone@example.org', 'unsubscribed');
    const newsletter = {
      subject: 'Congress news',
      body: '# The congress\n\nRegister **now**. <script>alert(1)</script>',
    };

    const stale = await send({ ...newsletter, expectedRecipients: 4 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(newsletterMessages.recipientsChanged);

    const sent = await send({ ...newsletter, expectedRecipients: 5 });
    expect(sent.statusCode).toBe(201);
    const { issue } = sent.json() as { issue: NewsletterIssue };
    expect(sent.json().message).toBe(newsletterMessages.sendingStarted);
    expect(issue).toMatchObject({ status: 'sending', recipients: 5 });
    expect(issue.html).toContain('<strong>now</strong>');
    expect(issue.html).not.toContain('script');

    await expect
      .poll(async () => (await as(admin).get(`/api/admin/newsletter/issues/${issue.id}`)).json(), {
        timeout: 10_000,
      })
      .toMatchObject({ status: 'sent', recipients: 5, queued: 5, delivered: 5, failed: 0 });

    for (const subscriber of confirmed) {
      const mail = await sink.waitFor(subscriber.email);
      expect(mail.subject).toBe('Congress news');
      expect(mail.listUnsubscribe).toBe(
        `<http://localhost:3000/api/newsletter/unsubscribe/${subscriber.unsubscribeToken}>`,
      );
      expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain(
        `http://localhost:3000/newsletter/unsubscribe/${subscriber.unsubscribeToken}`,
      );
      expect(mail.html).toContain('<h1>The congress</h1>');
      expect(mail.html).not.toContain('<script');
    }
    const received = sink.received.flatMap((mail) => mail.to);
    expect(received).not.toContain('reader-pending@example.org');
    expect(received).not.toContain('reader-gone@example.org');
    expect(received.filter((to) => to.startsWith('reader-'))).toHaveLength(5);

    const [audit] = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'newsletter-issue.sent'));
    expect(audit).toMatchObject({ entityId: issue.id, after: { recipients: 5 } });
    const list = (await as(admin).get('/api/admin/newsletter/issues')).json();
    expect(list.items[0]).toMatchObject({ id: issue.id, status: 'sent' });
  });

  it('refuses to send when nobody has confirmed', async () => {
    await app.db.update(newsletterSubscribers).set({ deletedAt: new Date() });
    const response = await send({ subject: 'S', body: 'B', expectedRecipients: 0 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(newsletterMessages.noRecipients);
  });
});

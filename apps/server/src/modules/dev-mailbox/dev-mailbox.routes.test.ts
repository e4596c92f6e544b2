import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { enqueueMail } from '../../infra/mail';
import { createSmtpTransport } from '../../infra/mail/smtp-transport';
import { insertAdmin, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createInfraTestApp } from '../../../test/support/infra-app';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink';
import type { TestApp } from '../../../test/support/test-app';

let app: TestApp;
let adminCookie: string;
const asAdmin = (url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
beforeAll(async () => {
  app = await createInfraTestApp();
  adminCookie = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db)).id);
  await enqueueMail(app.db, {
    to: 'first@example.org',
    subject: 'Your verification code',
    text: 'Your code is 111111.',
  });
  // A second earlier: PGlite's clock counts milliseconds, and two quick mails could share one.
  await app.db
    .update(outboxMessages)
    .set({ createdAt: sql`${outboxMessages.createdAt} - interval '1 second'` })
    .where(eq(outboxMessages.to, 'first@example.org'));
  await enqueueMail(app.db, {
    to: 'second@example.org',
    subject: 'Welcome <script>alert("subject")</script>',
    text: 'Dear Dr. Rāo,\n<img src=x onerror=alert(1)>\nWelcome & thank you.',
    html: '<p>Welcome</p>',
  });
});
afterAll(() => app.close());

describe('who may read the development mailbox', () => {
  it('is for signed-in administrators only: nobody else reads reset links', async () => {
    const memberCookie = await sessionCookie(app.db, 'member', (await insertMember(app.db)).id);
    for (const cookie of [undefined, memberCookie]) {
      const headers = cookie ? { cookie } : {};
      const json = await app.inject({ method: 'GET', url: '/api/admin/dev/mailbox', headers });
      expect(json.statusCode).toBe(401);
      expect(json.body).not.toContain('first@example.org');
      const page = await app.inject({ method: 'GET', url: '/dev/mailbox', headers });
      expect(page.statusCode).toBe(303);
      expect(page.headers.location).toBe('/adminlogin');
      expect(page.body).not.toContain('first@example.org');
    }
  });
});

describe('GET /api/admin/dev/mailbox without SMTP outside production', () => {
  it('lists the outbox newest first', async () => {
    const response = await asAdmin('/api/admin/dev/mailbox');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 2, totalPages: 1 });
    expect(body.items.map((item: { to: string }) => item.to)).toEqual([
      'second@example.org',
      'first@example.org',
    ]);
    expect(body.items[0]).toMatchObject({
      subject: 'Welcome <script>alert("subject")</script>',
      html: '<p>Welcome</p>',
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(new Date(body.items[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('pages and searches by address or subject', async () => {
    const paged = await asAdmin('/api/admin/dev/mailbox?page=2&pageSize=1');
    expect(paged.json()).toMatchObject({ page: 2, pageSize: 1, total: 2, totalPages: 2 });
    expect(paged.json().items[0].to).toBe('first@example.org');

    const searched = await asAdmin('/api/admin/dev/mailbox?search=VERIFICATION');
    expect(searched.json().items.map((item: { to: string }) => item.to)).toEqual([
      'first@example.org',
    ]);
    const wildcard = await asAdmin('/api/admin/dev/mailbox?search=%25');
    expect(wildcard.json().total).toBe(0);
  });

  it('refuses a malformed page number with a field error', async () => {
    const response = await asAdmin('/api/admin/dev/mailbox?page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toHaveProperty('page');
  });
});

describe('GET /dev/mailbox', () => {
  it('renders the messages as a page without scripts, every value escaped', async () => {
    const response = await asAdmin('/dev/mailbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = response.body;
    expect(page).toContain('first@example.org');
    expect(page).toContain('Your code is 111111.');
    expect(page).toContain('Welcome &lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(page).toContain(
      'Dear Dr. Rāo,\n&lt;img src=x onerror=alert(1)&gt;\nWelcome &amp; thank you.',
    );
    expect(page).toContain('pending');
    expect(page).not.toMatch(/<script|<img|onerror=alert\(1\)>/);
    expect(page.indexOf('second@example.org')).toBeLessThan(page.indexOf('first@example.org'));
  });

  it('works under the policy the app sends: no inline script is needed', async () => {
    const response = await asAdmin('/dev/mailbox');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.body).not.toMatch(/<script|<[^>]*\son\w+\s*=|javascript:/i);
  });
});

describe('without a development mailbox', () => {
  it.each([
    ['in production', { isProduction: true, env: 'production' as const }],
    ['with SMTP configured', { smtpUrl: 'smtp://127.0.0.1:2525' }],
  ])('answers 404 %s', async (_case, config) => {
    const other = await createInfraTestApp({ config });
    try {
      for (const url of ['/api/admin/dev/mailbox', '/dev/mailbox']) {
        expect((await other.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await other.close();
    }
  });

  it('answers 404 when tests hand the app an SMTP transport', async () => {
    const sink: SmtpSink = await startSmtpSink();
    const other = await createInfraTestApp({
      infra: { mailTransport: createSmtpTransport({ url: sink.url, from: 'a@example.org' }) },
    });
    try {
      expect((await other.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await Promise.all([other.close(), sink.close()]);
    }
  });
});

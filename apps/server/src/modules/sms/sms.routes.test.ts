import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages } from '@osi/shared';
import { auditEvents, smsRecords } from '../../db/schema';
import { insertAdmin, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

const text = { phoneNumber: '9845012345', message: 'Your OSI verification code is 481516' };
const post = (app: TestApp, cookie: string | undefined, payload: object = text) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/sms',
    payload,
    headers: cookie ? { cookie } : {},
  });

describe('without a provider (the development outbox)', () => {
  let app: TestApp;
  let admin: string;
  let adminId: string;
  let member: string;
  beforeAll(async () => {
    app = await createTestApp();
    adminId = (await insertAdmin(app.db)).id;
    admin = await sessionCookie(app.db, 'admin', adminId);
    member = await sessionCookie(app.db, 'member', (await insertMember(app.db)).id);
  });
  afterAll(() => app.close());

  it('refuses anyone but an administrator, and keeps nothing', async () => {
    for (const cookie of [undefined, member]) {
      expect((await post(app, cookie)).statusCode).toBe(401);
    }
    expect(await app.db.select().from(smsRecords)).toEqual([]);
  });

  it('checks the number and the message with their messages', async () => {
    const response = await post(app, admin, { phoneNumber: '98450', message: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      phoneNumber: smsMessages.phoneInvalid,
      message: smsMessages.messageRequired,
    });
    const long = await post(app, admin, { ...text, message: 'x'.repeat(321) });
    expect(long.json().error.fieldErrors).toEqual({ message: smsMessages.messageTooLong });
  });

  it('keeps the message in the outbox, lists it and audits it', async () => {
    const response = await post(app, admin);
    expect(response.json()).toEqual({ message: smsMessages.kept });
    const list = (
      await app.inject({ method: 'GET', url: '/api/admin/sms', headers: { cookie: admin } })
    ).json();
    expect(list.items[0]).toMatchObject({ ...text, status: 'outbox', provider: 'outbox' });
    const [event] = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'sms.outbox'));
    expect(event).toMatchObject({ actorId: adminId, after: { to: text.phoneNumber } });
  });

  it('is rate-limited', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/sms',
        payload: text,
        headers: { cookie: admin },
        remoteAddress: '10.92.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
  });
});

describe('with an HTTP provider', () => {
  const received: { body: unknown; authorization: string | undefined }[] = [];
  let failNext = false;
  const provider = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ body: JSON.parse(body), authorization: request.headers.authorization });
      if (failNext) {
        failNext = false;
        response.writeHead(503).end('down');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"sms-42"}');
    });
  });
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    app = await createTestApp({
      sms: { url: `http://127.0.0.1:${port}/send`, token: 'secret-token', senderId: 'OSIIND' },
    });
    admin = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db)).id);
  });
  afterAll(async () => {
    await app.close();
    provider.close();
  });

  it('hands the message to the provider and records it as sent', async () => {
    const response = await post(app, admin);
    expect(response.json()).toEqual({ message: smsMessages.sent });
    expect(received.at(-1)).toEqual({
      body: { to: '+919845012345', message: text.message, sender: 'OSIIND' },
      authorization: 'Bearer secret-token',
    });
    const [row] = await app.db.select().from(smsRecords);
    expect(row).toMatchObject({ status: 'sent', provider: 'http', providerMessageId: 'sms-42' });
  });

  it('answers 502 with a message when the provider refuses, and records why', async () => {
    failNext = true;
    const response = await post(app, admin);
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe(smsMessages.providerFailed);
    const rows = await app.db.select().from(smsRecords).where(eq(smsRecords.status, 'failed'));
    expect(rows[0]?.error).toMatch(/HTTP 503/);
  });
});

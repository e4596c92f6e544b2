import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '@osi/shared';
import { outboxMessages } from '../../db/schema';
import { demoSiteSettings } from '../../db/seed/site-settings';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { saveSiteSettings } from '../content/site-settings.service';
import { checkFormToken, issueFormToken } from './contact-token';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ contactFormMinSeconds: 0 });
  await saveSiteSettings(app.db, { ...demoSiteSettings, contactEmail: 'office@osi.example.org' });
});
afterAll(() => app.close());

let addressCounter = 0;
const nextAddress = () => `10.90.0.${(addressCounter += 1)}`;
const formToken = async (remoteAddress = nextAddress()) =>
  (await app.inject({ method: 'GET', url: '/api/contact/form-token', remoteAddress })).json()
    .token as string;
const message = async (overrides: Record<string, unknown> = {}) => ({
  name: 'Kavya Shetty',
  email: 'kavya@clinic.example',
  phone: '9845012345',
  subject: 'Membership for a postgraduate student',
  message: 'Can a postgraduate student apply for the student membership?',
  website: '',
  formToken: await formToken(),
  ...overrides,
});
const send = (payload: object, remoteAddress = nextAddress()) =>
  app.inject({ method: 'POST', url: '/api/contact/messages', payload, remoteAddress });
const inbox = () =>
  app.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'office@osi.example.org'));

describe('the contact form', () => {
  it("sends the message to the society's inbox, with Reply-To the visitor", async () => {
    const response = await send(await message());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: contactMessages.sent });
    const [mail] = await inbox();
    expect(mail).toMatchObject({
      subject: 'Contact form: Membership for a postgraduate student',
      headers: { 'Reply-To': 'kavya@clinic.example' },
    });
    expect(mail?.text).toContain('From: Kavya Shetty <kavya@clinic.example>');
    expect(mail?.text).toContain('Phone: 9845012345');
    expect(mail?.text).toContain('Can a postgraduate student apply');
  });

  it('checks every field with its message', async () => {
    const response = await send(
      await message({ name: '', email: 'nope', phone: '123', subject: '', message: ' ' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      name: contactMessages.nameRequired,
      email: contactMessages.emailInvalid,
      phone: contactMessages.phoneInvalid,
      subject: contactMessages.subjectRequired,
      message: contactMessages.messageRequired,
    });
  });

  it('thanks a bot that filled in the hidden field, and sends nothing', async () => {
    const before = (await inbox()).length;
    const response = await send(await message({ website: 'https://spam.example' }));
    expect(response.json()).toEqual({ message: contactMessages.sent });
    expect(await inbox()).toHaveLength(before);
  });

  it('refuses a forged or missing form token', async () => {
    const before = (await inbox()).length;
    const forged = await send(
      await message({ formToken: `${Date.now()}.${'b'.repeat(22)}.${'a'.repeat(43)}` }),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe(contactMessages.formExpired);
    expect((await send(await message({ formToken: undefined }))).statusCode).toBe(400);
    expect(await inbox()).toHaveLength(before);
  });

  it('takes one message per form token, however many are sent with it at once', async () => {
    const before = (await inbox()).length;
    const once = await message();
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(once)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(refused.map((response) => response.json().error.message)).toEqual(
      Array(19).fill(contactMessages.formExpired),
    );
    expect(await inbox()).toHaveLength(before + 1);
  });

  it('takes at most five messages an hour from one address', async () => {
    const address = '10.91.0.1';
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await send(await message(), address)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('form tokens', () => {
  const secret = randomBytes(32);
  it('are refused when filled in quicker than a person could', () => {
    const opened = Date.now();
    const token = issueFormToken(secret, opened);
    expect(checkFormToken(secret, token, 3, opened + 1_000)).toBe('too-quick');
    expect(checkFormToken(secret, token, 3, opened + 3_000)).toBe('ok');
  });

  it('expire after a day, and are bound to the secret', () => {
    const opened = Date.now();
    const token = issueFormToken(secret, opened);
    expect(checkFormToken(secret, token, 3, opened + 25 * 60 * 60 * 1000)).toBe('invalid');
    expect(checkFormToken(randomBytes(32), token, 3, opened + 5_000)).toBe('invalid');
    const [, nonce, signature] = token.split('.');
    expect(checkFormToken(secret, `${opened + 1}.${nonce}.${signature}`, 0)).toBe('invalid');
  });

  it('refuses a real form sent too quickly', async () => {
    const strict = await createTestApp({ contactFormMinSeconds: 60 });
    try {
      const token = (await strict.inject({ method: 'GET', url: '/api/contact/form-token' })).json()
        .token;
      const response = await strict.inject({
        method: 'POST',
        url: '/api/contact/messages',
        payload: { ...(await message()), formToken: token },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(contactMessages.tooQuick);
    } finally {
      await strict.close();
    }
  });
});

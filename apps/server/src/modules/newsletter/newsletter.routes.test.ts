import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterMessages } from '@osi/shared';
import { newsletterSubscribers, outboxMessages } from '../../db/schema';
import { latestMailTo } from '../../../test/support/membership';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let addressCounter = 0;
/** Each call from an address of its own, as visitors are, so the per-address limits stay apart. */
const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) => {
  addressCounter += 1;
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.60.0.${addressCounter}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
};
const subscribe = (mail: unknown) => post('/api/newsletter/subscriptions', { mail });

const subscriberRow = async (email: string) => {
  const [row] = await app.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row;
};
const mailsTo = (email: string) =>
  app.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
const confirmTokenIn = async (email: string) =>
  /\/newsletter\/confirm\/([\w-]{43})/.exec((await latestMailTo(app.db, email))!.text)![1]!;

describe('subscribing', () => {
  it('stores the address pending and e-mails a confirmation link', async () => {
    const response = await subscribe('  Asha.Rao@Example.ORG ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: newsletterMessages.subscribed });
    expect(await subscriberRow('asha.rao@example.org')).toMatchObject({
      status: 'pending',
      confirmedAt: null,
    });
    const mail = await latestMailTo(app.db, 'asha.rao@example.org');
    expect(mail?.subject).toMatch(/Please confirm your subscription/);
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/newsletter\/confirm\/[\w-]{43}/);
  });

  it('sends one confirmation e-mail for 40 parallel subscriptions of one new address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => subscribe('burst@example.org')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(40).fill(200));
    expect(await mailsTo('burst@example.org')).toHaveLength(1);
  });

  it('stores an address once and answers a repeat the same way, without another e-mail', async () => {
    await subscribe('repeat@example.org');
    const again = await subscribe('REPEAT@example.org');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: newsletterMessages.subscribed });
    expect(await mailsTo('repeat@example.org')).toHaveLength(1);
    const rows = await app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'repeat@example.org'));
    expect(rows).toHaveLength(1);
  });

  it.each(['', 'not-an-address', 'a@b', '<script>alert(1)</script>@x.org', 42, null])(
    'refuses %j with the spec message and stores nothing',
    async (mail) => {
      const before = await app.db.select().from(newsletterSubscribers);
      const response = await subscribe(mail);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors).toEqual({
        mail: newsletterMessages.emailInvalid,
      });
      expect(await app.db.select().from(newsletterSubscribers)).toHaveLength(before.length);
    },
  );
});

describe('confirming', () => {
  it('confirms with the e-mailed link, and says so again if it is used twice', async () => {
    await subscribe('confirm@example.org');
    const token = await confirmTokenIn('confirm@example.org');
    for (let time = 0; time < 2; time += 1) {
      const response = await post('/api/newsletter/confirmations', { token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: newsletterMessages.confirmed });
    }
    expect(await subscriberRow('confirm@example.org')).toMatchObject({ status: 'confirmed' });
  });

  it('refuses an unknown or malformed link', async () => {
    const unknown = await post('/api/newsletter/confirmations', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(newsletterMessages.confirmLinkInvalid);
    expect((await post('/api/newsletter/confirmations', { token: "' or 1=1 --" })).statusCode).toBe(
      400,
    );
  });

  it('refuses a link older than seven days', async () => {
    await subscribe('late@example.org');
    const token = await confirmTokenIn('late@example.org');
    await app.db
      .update(newsletterSubscribers)
      .set({ confirmSentAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(newsletterSubscribers.email, 'late@example.org'));
    const response = await post('/api/newsletter/confirmations', { token });
    expect(response.statusCode).toBe(400);
    expect(await subscriberRow('late@example.org')).toMatchObject({ status: 'pending' });
  });

  it('leaves a confirmed address confirmed when it subscribes again, and sends nothing', async () => {
    await subscribe('loyal@example.org');
    await post('/api/newsletter/confirmations', {
      token: await confirmTokenIn('loyal@example.org'),
    });
    await subscribe('loyal@example.org');
    expect(await subscriberRow('loyal@example.org')).toMatchObject({ status: 'confirmed' });
    expect(await mailsTo('loyal@example.org')).toHaveLength(1);
  });
});

describe('unsubscribing', () => {
  const confirmedSubscriber = async (email: string) => {
    await subscribe(email);
    await post('/api/newsletter/confirmations', { token: await confirmTokenIn(email) });
    return (await subscriberRow(email))!;
  };

  it("takes a mail program's RFC 8058 one-click POST", async () => {
    const { unsubscribeToken } = await confirmedSubscriber('oneclick@example.org');
    const response = await post(
      `/api/newsletter/unsubscribe/${unsubscribeToken}`,
      'List-Unsubscribe=One-Click',
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: newsletterMessages.unsubscribed });
    expect(await subscriberRow('oneclick@example.org')).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: expect.any(Date),
    });
  });

  it("takes the unsubscribe page's POST, and the page's Subscribe again undoes it", async () => {
    const { unsubscribeToken } = await confirmedSubscriber('page@example.org');
    expect((await post(`/api/newsletter/unsubscribe/${unsubscribeToken}`)).statusCode).toBe(200);
    expect(await subscriberRow('page@example.org')).toMatchObject({ status: 'unsubscribed' });
    const again = await post('/api/newsletter/resubscribe', { token: unsubscribeToken });
    expect(again.json()).toEqual({ message: newsletterMessages.resubscribed });
    expect(await subscriberRow('page@example.org')).toMatchObject({
      status: 'confirmed',
      unsubscribedAt: null,
    });
  });

  it('asks an unsubscribed address to confirm again when it subscribes again', async () => {
    const { unsubscribeToken } = await confirmedSubscriber('returning@example.org');
    await post(`/api/newsletter/unsubscribe/${unsubscribeToken}`);
    await subscribe('returning@example.org');
    expect(await subscriberRow('returning@example.org')).toMatchObject({
      status: 'pending',
      unsubscribeToken,
    });
    expect(await mailsTo('returning@example.org')).toHaveLength(2);
  });

  it('answers 404 to a token nobody has, and 400 to a malformed one', async () => {
    expect((await post(`/api/newsletter/unsubscribe/${'y'.repeat(43)}`)).statusCode).toBe(404);
    expect((await post('/api/newsletter/unsubscribe/short')).statusCode).toBe(400);
    expect(
      (
        await post(`/api/newsletter/unsubscribe/${'y'.repeat(43)}`, 'List-Unsubscribe=Maybe', {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).statusCode,
    ).toBe(400);
  });
});

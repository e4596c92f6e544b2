import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Config } from '../config';
import { insertOutboxMessages, markAttemptFailed } from '../infra/mail/outbox.repository';
import {
  claimPayment,
  openOrder,
  recordGatewayCapture,
} from '../modules/payments/payments.service';
import { insertMember } from '../../test/support/fixtures';
import { unusedPort } from '../../test/support/network';
import { createTestApp, type TestApp } from '../../test/support/test-app';

const token = 'metrics-token-of-at-least-thirty-two-characters';

/** The value of one sample in Prometheus's text format; 0 when the series has none yet. */
const sample = (text: string, name: string, labels: Record<string, string> = {}) => {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        (candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)) &&
        wanted.every((pair) => candidate.includes(pair)),
    );
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('with a metrics token', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ metrics: { token, port: undefined } });
  });
  afterAll(() => app.close());

  const scrape = async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('refuses a scrape without the token or with another one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-the-token' },
      { authorization: token },
    ]) {
      const response = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('osi_');
    }
  });

  it('counts requests by method, route pattern and status', async () => {
    const series = { method: 'GET', route: '/api/health/live', status_code: '200' };
    const before = sample(await scrape(), 'osi_http_request_duration_seconds_count', series);
    await app.inject({ method: 'GET', url: '/api/health/live' });
    await app.inject({ method: 'GET', url: '/api/health/live?probe=1' });
    const after = await scrape();
    expect(sample(after, 'osi_http_request_duration_seconds_count', series)).toBe(before + 2);
    expect(after).toContain('process_cpu_user_seconds_total');
  });

  it('shows the e-mail queue and the messages given up on', async () => {
    const pending = (text: string) =>
      sample(text, 'osi_mail_outbox_messages', { state: 'pending' });
    const failed = (text: string) => sample(text, 'osi_mail_outbox_messages', { state: 'failed' });
    const before = await scrape();
    const [queued] = await insertOutboxMessages(app.db, [
      { to: 'member@example.org', subject: 'Receipt', text: 'Thank you' },
    ]);
    const withMail = await scrape();
    expect(pending(withMail)).toBe(pending(before) + 1);
    expect(sample(withMail, 'osi_mail_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(0);

    await markAttemptFailed(app.db, { id: queued!.id, attempts: 0 }, '550 no such user', 'give-up');
    const givenUp = await scrape();
    expect(pending(givenUp)).toBe(pending(before));
    expect(failed(givenUp)).toBe(failed(before) + 1);
  });

  it('shows captured payments and those not yet claimed', async () => {
    const state = (text: string, name: string) => sample(text, 'osi_payments', { state: name });
    const before = await scrape();
    const order = await openOrder(app, {
      purpose: 'membership',
      email: 'payer@example.org',
      amountPaise: 1_500_000,
      itemId: randomUUID(),
    });
    await recordGatewayCapture(app.db, app.log, {
      orderId: order.orderId,
      paymentId: `pay_${randomUUID().slice(0, 14)}`,
      amountPaise: order.amountPaise,
      currency: order.currency,
    });
    const captured = await scrape();
    expect(state(captured, 'captured')).toBe(state(before, 'captured') + 1);
    expect(state(captured, 'unclaimed')).toBe(state(before, 'unclaimed') + 1);

    const [row] = await app.db.query.payments.findMany({
      where: (payments, { eq }) => eq(payments.orderId, order.orderId),
    });
    await claimPayment(app.db, row!.id, { type: 'member', id: (await insertMember(app.db)).id });
    const claimed = await scrape();
    expect(state(claimed, 'captured')).toBe(state(before, 'captured') + 1);
    expect(state(claimed, 'unclaimed')).toBe(state(before, 'unclaimed'));
  });

  it.runIf(inject('databaseUrl'))("shows the PostgreSQL pool's connections", async () => {
    const text = await scrape();
    expect(sample(text, 'osi_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(text).toContain('osi_db_pool_waiting_queries');
  });
});

describe('without a token or a port', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('serves no metrics at all', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('osi_');
  });
});

describe('on a port of their own', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  it('serves them there without a token, and not on the site', async () => {
    const metrics: Config['metrics'] = { token: undefined, port: await unusedPort() };
    app = await createTestApp({ metrics });
    const site = await app.listen({ port: 0, host: '127.0.0.1' });
    await fetch(`${site}/api/health/live`);

    const scraped = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    expect(
      sample(text, 'osi_http_request_duration_seconds_count', { route: '/api/health/live' }),
    ).toBe(1);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
    expect((await fetch(`${site}/metrics`)).status).toBe(404);
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema';
import { enqueueMail } from '../infra/mail';
import { createSmtpTransport } from '../infra/mail/smtp-transport';
import { RazorpayGateway, SandboxGateway } from '../infra/payments';
import { createLocalDiskStorage } from '../infra/storage/local-disk-storage';
import { createInfraTestApp } from '../../test/support/infra-app';
import { startSmtpSink, type SmtpSink } from '../../test/support/smtp-sink';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe('infra plugin', () => {
  it('sends the outbox in the background over SMTP_URL once the app is ready', async () => {
    const app = await createInfraTestApp({
      config: { smtpUrl: sink.url },
      infra: { outboxPollIntervalMs: 20 },
    });
    try {
      expect(app.mail.sender).toBeDefined();
      await app.db.transaction((tx) =>
        enqueueMail(tx, { to: 'wired@example.org', subject: 'Wired', text: 'Sent by the app.' }),
      );
      expect(await sink.waitFor('wired@example.org')).toMatchObject({
        from: app.config.mailFrom,
        subject: 'Wired',
        text: 'Sent by the app.',
      });
    } finally {
      await app.close();
    }
  });

  it('sends the mail a request queued as soon as it has answered, not at the next poll', async () => {
    const app = await createInfraTestApp({
      config: { smtpUrl: sink.url },
      infra: { outboxPollIntervalMs: 60 * 60_000 },
    });
    try {
      await app.ready();
      const response = await app.inject({
        method: 'POST',
        url: '/api/registration/verification-code',
        payload: { email: 'at-once@example.org' },
      });
      expect(response.statusCode).toBe(200);
      expect((await sink.waitFor('at-once@example.org', 3000)).subject).toMatch(/\d{6}/);
    } finally {
      await app.close();
    }
  });

  it('uses the transport and storage handed to it instead of the settings', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'osi-override-'));
    const storage = createLocalDiskStorage(root);
    const app = await createInfraTestApp({
      infra: {
        mailTransport: createSmtpTransport({ url: sink.url, from: 'Override <o@example.org>' }),
        outboxPollIntervalMs: 20,
        storage,
      },
    });
    try {
      await enqueueMail(app.db, { to: 'override@example.org', subject: 'Hi', text: 'Hello' });
      expect((await sink.waitFor('override@example.org')).from).toBe('Override <o@example.org>');
      expect(app.storage).toBe(storage);
    } finally {
      await app.close();
      await fs.rm(root, { recursive: true, force: true });
    }
  });

  it('keeps mail in the outbox without SMTP and pays through the sandbox gateway', async () => {
    const app = await createInfraTestApp();
    try {
      expect(app.mail.sender).toBeUndefined();
      const { id } = await enqueueMail(app.db, {
        to: 'kept@example.org',
        subject: 'Hi',
        text: 'x',
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [row] = await app.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      expect(app.payments).toBeInstanceOf(SandboxGateway);
    } finally {
      await app.close();
    }
  });

  it('pays through Razorpay when its keys are set, with its webhook instead of the sandbox checkout', async () => {
    const app = await createInfraTestApp({
      config: {
        razorpay: { keyId: 'rzp_test_chosen', keySecret: 'chosen-secret', webhookSecret: 'hook' },
      },
    });
    try {
      expect(app.payments).toBeInstanceOf(RazorpayGateway);
      expect(app.payments.keyId).toBe('rzp_test_chosen');
      const post = (url: string) =>
        app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        });
      expect((await post('/api/payments/sandbox/checkout')).statusCode).toBe(404);
      expect((await post('/api/payments/razorpay/webhook')).json().error.code).toBe(
        'invalid_signature',
      );
    } finally {
      await app.close();
    }
  });
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailTransport, OutboxSender, type MailTransport } from '../infra/mail';
import { createPaymentGateway, type PaymentGateway } from '../infra/payments';
import { createSmsSender, type SmsSender } from '../infra/sms';
import { createStorage, type Storage } from '../infra/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the outbox in the background; undefined without SMTP_URL ("outbox only"). */
    mail: { sender: OutboxSender | undefined };
    storage: Storage;
    payments: PaymentGateway;
    sms: SmsSender;
  }
}

/** Replacements for what the settings would choose, so tests can point the app at stand-ins. */
export interface InfraOverrides {
  mailTransport?: MailTransport;
  outboxPollIntervalMs?: number;
  storage?: Storage;
  payments?: PaymentGateway;
}

/** The adapters behind mail, files, payments and SMS, each chosen by the settings. */
export const infraPlugin = fp(
  async (app: FastifyInstance, overrides: InfraOverrides) => {
    const transport = overrides.mailTransport ?? createMailTransport(app.config);
    const sender =
      transport &&
      new OutboxSender({
        db: app.db,
        transport,
        logger: app.log,
        ...(overrides.outboxPollIntervalMs
          ? { pollIntervalMs: overrides.outboxPollIntervalMs }
          : {}),
      });
    app.decorate('mail', { sender });
    app.decorate('storage', overrides.storage ?? createStorage(app.config));
    app.decorate('sms', createSmsSender(app.config));
    app.decorate(
      'payments',
      overrides.payments ??
        (await createPaymentGateway({ config: app.config, db: app.db, logger: app.log })),
    );

    if (transport && sender) {
      app.addHook('onReady', async () => sender.start());
      // A request that changed something may have queued mail: its transaction has committed by
      // the time the response is sent, so the mail goes out now rather than at the next poll.
      app.addHook('onResponse', async (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') sender.nudge();
      });
      // preClose: before the database closes (server.ts closes it in an onClose hook). The
      // transport's kept connections end once nothing is being sent.
      app.addHook('preClose', async () => {
        await sender.stop();
        transport.close();
      });
    } else {
      app.log.warn('SMTP_URL is not set: e-mail stays in the outbox and is not delivered');
    }
    if (app.config.razorpay && !app.config.razorpay.webhookSecret) {
      app.log.warn('RAZORPAY_WEBHOOK_SECRET is not set: the Razorpay webhook refuses every event');
    }
  },
  { name: 'infra', dependencies: ['database'] },
);

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, outboxMessages } from '../../db/schema';
import { createInfraTestApp } from '../../../test/support/infra-app';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink';

let sink: SmtpSink;
let app: Awaited<ReturnType<typeof createInfraTestApp>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  // The background sender stays out of the way (neither its poll nor the send after each
  // request): each test delivers the outbox when it chooses.
  app = await createInfraTestApp({
    config: { smtpUrl: sink.url },
    infra: { outboxPollIntervalMs: 60 * 60_000 },
  });
  await app.ready();
  await app.mail.sender!.stop();
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const minutesAgo = (minutes: number) => sql`now() - ${`${minutes} minutes`}::interval`;

const askForCode = async (email: string, remoteAddress: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/registration/verification-code',
    payload: { email },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
};
const deliverOutbox = () => app.mail.sender!.processDue();
const codeMailedTo = async (email: string) =>
  /(\d{6})/.exec((await sink.waitFor(email)).subject)![1]!;
const verify = (email: string, otp: string) =>
  app.inject({
    method: 'POST',
    url: '/api/registration/verification-code/verify',
    payload: { email, otp },
  });

describe('a verification code held up in the outbox', () => {
  it('is valid for ten minutes from when its e-mail is sent, not from when it was asked for', async () => {
    const email = 'late-mail@clinic.example';
    await askForCode(email, '10.9.0.1');
    // Asked for eleven minutes ago, while SMTP was down: the e-mail goes out only now.
    await app.db
      .update(emailVerifications)
      .set({ sentAt: minutesAgo(11), expiresAt: minutesAgo(1) })
      .where(eq(emailVerifications.email, email));
    expect(await deliverOutbox()).toEqual({ sent: 1, failed: 0 });

    const response = await verify(email, await codeMailedTo(email));
    expect(response.statusCode).toBe(200);
  });

  it('expires ten minutes after its e-mail was sent', async () => {
    const email = 'sent-long-ago@clinic.example';
    await askForCode(email, '10.9.0.2');
    expect(await deliverOutbox()).toEqual({ sent: 1, failed: 0 });
    const code = await codeMailedTo(email);
    await app.db
      .update(outboxMessages)
      .set({ sentAt: minutesAgo(10.1) })
      .where(eq(outboxMessages.to, email));

    expect((await verify(email, code)).statusCode).toBe(400);
  });
});

import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../apps/server/test/support/smtp-sink';

const mailboxUrl = () => {
  const url = process.env.E2E_MAILBOX_URL;
  if (!url)
    throw new Error('E2E_MAILBOX_URL is not set: start the tests with playwright.config.ts');
  return url;
};

const received = async () =>
  (await (await fetch(`${mailboxUrl()}/messages`)).json()) as ReceivedMail[];

/**
 * The newest e-mail to `to` whose subject matches, waiting for it to arrive: the server sends
 * its outbox every few seconds.
 */
export const waitForMail = async (to: string, subject: RegExp, timeout = 30_000) => {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await received())
          .filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject))
          .at(-1);
        return found !== undefined;
      },
      { message: `an e-mail to ${to} with a subject like ${subject}`, timeout },
    )
    .toBe(true);
  return found!;
};

import { z } from 'zod';
import type { OutgoingSms, SmsSender } from './sms-sender';

export interface HttpSmsOptions {
  url: string;
  token: string | undefined;
  senderId: string;
  timeoutMs?: number;
}

const providerAnswer = z.object({ id: z.union([z.string(), z.number()]).optional() }).loose();

/**
 * An HTTP SMS gateway: POSTs `{ to, message, sender }` as JSON (the number in E.164, +91), with
 * the token as a bearer token, and takes any 2xx as accepted (its `id`, if any, is kept).
 */
export const createHttpSmsSender = ({
  url,
  token,
  senderId,
  timeoutMs = 10_000,
}: HttpSmsOptions): SmsSender => ({
  name: 'http',
  send: async ({ to, message }: OutgoingSms) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ to: `+91${to}`, message, sender: senderId }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`SMS provider answered HTTP ${response.status}: ${text.slice(0, 300)}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = {};
    }
    const id = providerAnswer.safeParse(body).data?.id;
    return { providerMessageId: id === undefined ? undefined : String(id) };
  },
});

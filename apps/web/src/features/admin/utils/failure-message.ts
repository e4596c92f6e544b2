import { ApiError, serverMessage } from '@/lib/api-client';

type Fallbacks = { noMessage: string; noAnswer: string };

/**
 * The spec's rule for failed actions: the server's own message; without one, `noMessage` when
 * the server answered and `noAnswer` when it could not be reached.
 */
export const failureMessage = (error: unknown, { noMessage, noAnswer }: Fallbacks) =>
  serverMessage(error, error instanceof ApiError && error.status !== 0 ? noMessage : noAnswer);

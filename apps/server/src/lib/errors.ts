/** The one error type services throw; the error handler turns it into the API's error shape. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError(403, 'forbidden', message);
export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fieldErrors);
export const conflict = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fieldErrors);

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/** The refusal of a request over its rate limit, which may be tried again in `ttl` milliseconds. */
export const tooManyAttempts = (ttl: number) =>
  new AppError(
    429,
    'rate_limited',
    `Too many attempts. Please wait ${minutes(Math.max(1, Math.ceil(ttl / 60_000)))} and try again.`,
  );

import { AppError } from './errors';

export const databaseUnavailable = () =>
  new AppError(
    503,
    'database_unavailable',
    'The site cannot reach its database just now. Please try again in a minute.',
  );

/** SQLSTATE classes and codes that mean the connection, not the query, failed. */
const lostConnectionStates = /^(08...|57P0[1-3])$/;
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** What `pg` says when a connection ends under it or the pool cannot open one in time. */
const lostConnectionMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

const causesOf = (error: unknown): unknown[] => {
  if (!(error instanceof Error)) return [];
  const nested = error instanceof AggregateError ? error.errors : [];
  return [error.cause, ...nested].filter((cause) => cause !== undefined);
};

/**
 * Whether `error` (or what it wraps: Drizzle wraps the driver's errors, and a refused connection
 * to `localhost` is an AggregateError of one per address) says the database is out of reach.
 */
export const isDatabaseUnreachable = (error: unknown, depth = 0): boolean => {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (lostConnectionStates.test(code) || socketCodes.has(code))) {
    return true;
  }
  if (lostConnectionMessages.test(error.message)) return true;
  return causesOf(error).some((cause) => isDatabaseUnreachable(cause, depth + 1));
};

import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../../apps/server/src/db/schema';
import type { Database } from '../../apps/server/src/db/client';
import { hashToken } from '../../apps/server/src/lib/tokens';
import { sessionLookups } from '../../apps/server/src/modules/auth/sessions.repository';
import { listMembersPage } from '../../apps/server/src/modules/members/members.service';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** The statements `work` sends through the app's own code, captured by a drizzle logger. */
export const captureStatements = async (
  pool: pg.Pool,
  work: (db: Database) => Promise<unknown>,
) => {
  const statements: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  });
  await work(db);
  return statements;
};

/**
 * The statements an administrator's request sends: the session lookup (the session cookie is
 * `name=token`), then what `work` sends.
 */
export const adminRequestStatements = (
  pool: pg.Pool,
  cookie: string,
  work: (db: Database) => Promise<unknown>,
) =>
  captureStatements(pool, async (db) => {
    await sessionLookups(db).admin(hashToken(cookie.slice(cookie.indexOf('=') + 1)), 30);
    await work(db);
  });

/** The statements `GET /api/admin/members?search=…` sends for one term, in order. */
export const listStatements = (pool: pg.Pool, search: string, cookie: string) =>
  adminRequestStatements(pool, cookie, (db) =>
    listMembersPage(db, { page: 1, pageSize: 20, search, deleted: false }),
  );

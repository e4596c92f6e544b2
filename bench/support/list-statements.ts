import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../../apps/server/src/db/schema';
import { hashToken } from '../../apps/server/src/lib/tokens';
import { findAdminBySessionToken } from '../../apps/server/src/modules/auth/sessions.repository';
import { listMembersPage } from '../../apps/server/src/modules/members/members.service';

export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * The statements `GET /api/admin/members?search=…` sends for one term, in order, captured from
 * the app's own code through a drizzle logger: the administrator's session lookup (the session
 * cookie is `name=token`), then `listMembersPage`.
 */
export const listStatements = async (pool: pg.Pool, search: string, cookie: string) => {
  const statements: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  });
  await findAdminBySessionToken(db, hashToken(cookie.slice(cookie.indexOf('=') + 1)));
  await listMembersPage(db, { page: 1, pageSize: 20, search, deleted: false });
  return statements;
};

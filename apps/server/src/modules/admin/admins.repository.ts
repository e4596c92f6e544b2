import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countWhere, rowWhere } from '../../db/rows-where';
import { admins } from '../../db/schema';

export const countAdmins = (db: Executor) => countWhere(db, admins, undefined);

export const findAdminByEmail = (db: Executor, email: string) =>
  rowWhere(db, admins, sql`lower(${admins.email}) = lower(${email})`);

export const insertAdmin = async (db: Executor, values: typeof admins.$inferInsert) => {
  const [row] = await db.insert(admins).values(values).returning({ id: admins.id });
  return row!;
};

/** The password hash of an administrator who is not disabled. */
export const activeAdminPasswordHash = async (db: Executor, id: string) =>
  (await rowWhere(db, admins, and(eq(admins.id, id), isNull(admins.disabledAt))))?.passwordHash;

export const setAdminPasswordHash = (db: Executor, id: string, passwordHash: string) =>
  db.update(admins).set({ passwordHash }).where(eq(admins.id, id));

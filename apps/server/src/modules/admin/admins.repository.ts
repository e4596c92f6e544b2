import { count, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { admins } from '../../db/schema';

export const countAdmins = async (db: Executor) => {
  const [row] = await db.select({ value: count() }).from(admins);
  return row?.value ?? 0;
};

export const findAdminByEmail = async (db: Executor, email: string) => {
  const [row] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = lower(${email})`)
    .limit(1);
  return row;
};

export const insertAdmin = async (db: Executor, values: typeof admins.$inferInsert) => {
  const [row] = await db.insert(admins).values(values).returning({ id: admins.id });
  return row!;
};

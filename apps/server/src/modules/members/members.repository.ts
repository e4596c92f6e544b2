import { and, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { members } from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;

const notDeleted = isNull(members.deletedAt);

export const findMemberById = async (
  db: Executor,
  id: string,
  options = { withDeleted: false },
) => {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, id), options.withDeleted ? undefined : notDeleted))
    .limit(1);
  return row;
};

export const findMemberByEmail = async (db: Executor, email: string) => {
  const [row] = await db
    .select()
    .from(members)
    .where(and(sql`lower(${members.email}) = lower(${email})`, notDeleted))
    .limit(1);
  return row;
};

/** Uniqueness holds across deleted records too: a deleted member can be restored. */
const takenBy = (condition: SQL, exceptId?: string) => async (db: Executor) => {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(condition, exceptId ? ne(members.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
};

export const isEmailTaken = (db: Executor, email: string, exceptId?: string) =>
  takenBy(sql`lower(${members.email}) = lower(${email})`, exceptId)(db);
export const isMobileTaken = (db: Executor, mobileNo: string, exceptId?: string) =>
  takenBy(eq(members.mobileNo, mobileNo), exceptId)(db);
export const isDentalRegTaken = (db: Executor, dentalRegNumber: string, exceptId?: string) =>
  takenBy(sql`lower(${members.dentalRegNumber}) = lower(${dentalRegNumber})`, exceptId)(db);
export const isMembershipIdTaken = (db: Executor, membershipId: string) =>
  takenBy(sql`lower(${members.membershipId}) = lower(${membershipId})`)(db);

export const insertMember = async (db: Executor, values: NewMemberRow) => {
  const [row] = await db.insert(members).values(values).returning();
  return row!;
};

export const updateMember = async (db: Executor, id: string, values: Partial<NewMemberRow>) => {
  const [row] = await db.update(members).set(values).where(eq(members.id, id)).returning();
  return row;
};

export const nextMembershipNumber = async (db: Executor) => {
  // Both drivers answer raw SQL with { rows }.
  const result = (await db.execute(
    sql`select nextval('membership_number_seq')::text as value`,
  )) as unknown as {
    rows: { value: string }[];
  };
  return Number(result.rows[0]!.value);
};

const searchText = sql`lower(${members.firstName} || ' ' || ${members.middleName} || ' ' || ${members.lastName} || ' ' || ${members.email} || ' ' || ${members.mobileNo} || ' ' || coalesce(${members.membershipId}, ''))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export const listMembers = async (
  db: Executor,
  options: { page: number; pageSize: number; search?: string; deleted: boolean },
) => {
  const where = and(
    options.deleted ? isNotNull(members.deletedAt) : notDeleted,
    options.search
      ? sql`${searchText} like ${`%${escapeLike(options.search.toLowerCase())}%`}`
      : undefined,
  );
  const offset = (options.page - 1) * options.pageSize;
  const rows = await db
    .select()
    .from(members)
    .where(where)
    .orderBy(desc(options.deleted ? members.deletedAt : members.createdAt), desc(members.id))
    .limit(options.pageSize)
    .offset(offset);
  // A page that is not full, unless it lies past the end, already tells how many match.
  if (rows.length < options.pageSize && (rows.length > 0 || offset === 0)) {
    return { rows, total: offset + rows.length };
  }
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(members)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
};

/** Keyset pages over every live member, oldest first, for streaming exports in constant memory. */
export const membersAfter = (db: Executor, afterId: string | undefined, limit: number) =>
  db
    .select()
    .from(members)
    .where(
      and(
        notDeleted,
        afterId
          ? sql`(${members.createdAt}, ${members.id}) > (select m.created_at, m.id from members m where m.id = ${afterId})`
          : undefined,
      ),
    )
    .orderBy(members.createdAt, members.id)
    .limit(limit);

export const countMembersByStatus = async (db: Executor) => {
  const rows = await db
    .select({
      status: members.status,
      isManual: members.isManual,
      deleted: sql<boolean>`${members.deletedAt} is not null`,
      total: sql<number>`count(*)::int`,
    })
    .from(members)
    .groupBy(members.status, members.isManual, sql`${members.deletedAt} is not null`);
  return rows;
};

import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;

export const insertUpload = (db: Executor, values: typeof uploads.$inferInsert) =>
  db.insert(uploads).values(values);

/** Marks an unclaimed upload as used by `memberId`; undefined when missing or already claimed. */
export const claimUpload = async (
  db: Executor,
  key: string,
  purpose: UploadRow['purpose'],
  memberId: string,
  owner: string | null,
) => {
  const [row] = await db
    .update(uploads)
    .set({ claimedAt: new Date(), memberId })
    .where(
      and(
        eq(uploads.key, key),
        eq(uploads.purpose, purpose),
        isNull(uploads.claimedAt),
        owner ? eq(uploads.memberId, owner) : isNull(uploads.memberId),
      ),
    )
    .returning();
  return row;
};

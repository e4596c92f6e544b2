import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { memberUploadPurposes } from '@osi/shared';
import type { Executor } from '../../db/client';
import { listedMember, memberInGoodStanding } from '../../db/member-standing';
import { rowWhere } from '../../db/rows-where';
import { directoryListings, members, uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;

export const insertUpload = (db: Executor, values: typeof uploads.$inferInsert) =>
  db.insert(uploads).values(values);

export const findUnclaimedUpload = (db: Executor, key: string) =>
  rowWhere(db, uploads, and(eq(uploads.key, key), isNull(uploads.claimedAt)));

export const findClaimedUpload = (db: Executor, key: string, purpose: UploadRow['purpose']) =>
  rowWhere(
    db,
    uploads,
    and(eq(uploads.key, key), eq(uploads.purpose, purpose), isNotNull(uploads.claimedAt)),
  );

/** Whether a member shows in the directory and is in good standing, and their current picture. */
export const findPictureOwner = async (db: Executor, memberId: string) => {
  const [row] = await db
    .select({
      profilePictureUrl: members.profilePictureUrl,
      listed: sql<boolean>`coalesce(${listedMember}, false)`,
      inGoodStanding: sql<boolean>`coalesce(${memberInGoodStanding}, false)`,
    })
    .from(members)
    .leftJoin(directoryListings, eq(directoryListings.memberId, members.id))
    .where(eq(members.id, memberId));
  return row;
};

/** A member upload (not a profile picture or student ID) by its sender, or once claimed. */
export const findMemberUpload = (
  db: Executor,
  key: string,
  by: { memberId: string } | { claimed: true },
) =>
  rowWhere(
    db,
    uploads,
    and(
      eq(uploads.key, key),
      inArray(uploads.purpose, memberUploadPurposes),
      'memberId' in by ? eq(uploads.memberId, by.memberId) : isNotNull(uploads.claimedAt),
    ),
  );

/** Marks an unclaimed upload as used by `memberId`; undefined when missing or already claimed. */
export const claimUpload = async (
  db: Executor,
  key: string,
  purpose: UploadRow['purpose'],
  memberId: string,
  sender: { memberId: string } | { browserTokenHash: string | undefined },
) => {
  const [row] = await db
    .update(uploads)
    .set({ claimedAt: new Date(), memberId })
    .where(
      and(
        eq(uploads.key, key),
        eq(uploads.purpose, purpose),
        isNull(uploads.claimedAt),
        'memberId' in sender
          ? eq(uploads.memberId, sender.memberId)
          : and(
              isNull(uploads.memberId),
              eq(uploads.browserTokenHash, sender.browserTokenHash ?? ''),
            ),
      ),
    )
    .returning();
  return row;
};

/** Whether any upload was sent by the browser holding this registration token. */
export const browserHasUploads = async (db: Executor, browserTokenHash: string) =>
  (
    await db
      .select({ key: uploads.key })
      .from(uploads)
      .where(eq(uploads.browserTokenHash, browserTokenHash))
      .limit(1)
  ).length > 0;

/** Bytes that visitors (not members) have uploaded and no registration has claimed yet. */
export const unclaimedVisitorBytes = async (db: Executor) => {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${uploads.size}), 0)::bigint` })
    .from(uploads)
    .where(and(isNull(uploads.memberId), isNull(uploads.claimedAt)));
  return Number(row?.total ?? 0);
};

/** Deletes the rows of uploads nobody claimed since `before`; returns where their files are. */
export const deleteUnclaimedBefore = async (db: Executor, before: Date) =>
  db
    .delete(uploads)
    .where(and(isNull(uploads.claimedAt), lt(uploads.createdAt, before)))
    .returning({ storageKey: uploads.storageKey });

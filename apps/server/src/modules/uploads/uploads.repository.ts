import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { memberUploadPurposes } from '@osi/shared';
import type { Executor } from '../../db/client';
import { directoryListings, members, uploads } from '../../db/schema';
import { listedMember, memberInGoodStanding } from '../directory/directory.repository';

export type UploadRow = typeof uploads.$inferSelect;

export const insertUpload = (db: Executor, values: typeof uploads.$inferInsert) =>
  db.insert(uploads).values(values);

export const findUnclaimedUpload = async (db: Executor, key: string) => {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.key, key), isNull(uploads.claimedAt)))
    .limit(1);
  return row;
};

export const findClaimedUpload = async (
  db: Executor,
  key: string,
  purpose: UploadRow['purpose'],
) => {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.purpose, purpose), isNotNull(uploads.claimedAt)))
    .limit(1);
  return row;
};

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
export const findMemberUpload = async (
  db: Executor,
  key: string,
  by: { memberId: string } | { claimed: true },
) => {
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.key, key),
        inArray(uploads.purpose, memberUploadPurposes),
        'memberId' in by ? eq(uploads.memberId, by.memberId) : isNotNull(uploads.claimedAt),
      ),
    )
    .limit(1);
  return row;
};

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

/** Deletes the rows of uploads nobody claimed since `before`; returns where their files are. */
export const deleteUnclaimedBefore = async (db: Executor, before: Date) =>
  db
    .delete(uploads)
    .where(and(isNull(uploads.claimedAt), lt(uploads.createdAt, before)))
    .returning({ storageKey: uploads.storageKey });

import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  memberUploadKinds,
  uploadKindRules,
  type MemberUploadPurpose,
  type UploadKind,
} from '@osi/shared';
import type { Executor } from '../../db/client';
import { detectFileType, readLimited, type Storage } from '../../infra/storage';
import { AppError, badRequest, notFound } from '../../lib/errors';
import {
  claimUpload,
  deleteUnclaimedBefore,
  findClaimedUpload,
  findMemberUpload,
  findPictureOwner,
  findUnclaimedUpload,
  insertUpload,
  unclaimedVisitorBytes,
  type UploadRow,
} from './uploads.repository';
import { preparedProfilePicture } from './profile-picture';

export const imagePurposes = ['profile_picture', 'student_id'] as const;
type ImagePurpose = (typeof imagePurposes)[number];
export type UploadPurpose = UploadRow['purpose'];

/** Who sent an upload: a signed-in member, or a visitor's browser (its registration cookie). */
export type UploadOwner = { memberId: string } | { browserTokenHash: string };

/** How long an upload waits for the registration or profile change that uses it. */
export const unclaimedUploadLifetimeMs = 24 * 60 * 60_000;

const noSuchFile = () => notFound('No such file.');

/** Where the browser that sent an unclaimed upload can see it again. */
export const previewUrlOf = (key: string) => `/api/registration/uploads/${key}`;

/** Where a claimed profile picture is shown, to those who may see its member. */
export const publicUrlOfUpload = (upload: Pick<UploadRow, 'key'>) =>
  `/uploads/profile-pictures/${upload.key}`;

type StoreRequest = {
  purpose: UploadPurpose;
  kind: UploadKind;
  /** Who may see it once claimed. */
  visibility: 'public' | 'private';
};

/** The sender's file name without folders or control characters, at most 200 characters. */
const cleanFileName = (name: string | undefined) =>
  (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200) || 'file';

/**
 * Stores a file judged by its bytes and returns the key a form sends back later. Every upload
 * is stored privately: until a record claims it, only the member or the browser that sent it
 * can see it.
 */
const storeUpload = async (
  db: Executor,
  storage: Storage,
  file: MultipartFile,
  { purpose, kind, visibility }: StoreRequest,
  owner: UploadOwner,
) => {
  const rules = uploadKindRules[kind];
  const bytes = await readLimited(file.file, rules.maxBytes);
  const detected = await detectFileType(bytes, kind);
  if (!detected) throw badRequest(rules.wrongType, { file: rules.wrongType });
  const [type, kept] =
    purpose === 'profile_picture'
      ? [{ ext: 'webp', mime: 'image/webp' }, await preparedProfilePicture(bytes)]
      : [detected, bytes];
  const key = `upl_${randomBytes(16).toString('hex')}`;
  const name = cleanFileName(file.filename);
  const stored = await storage.put(`${purpose.replace('_', '-')}s/${key}.${type.ext}`, kept, {
    contentType: type.mime,
    visibility: 'private',
  });
  await insertUpload(db, {
    key,
    purpose,
    storageKey: stored.key,
    originalName: name,
    visibility,
    contentType: type.mime,
    size: kept.length,
    memberId: 'memberId' in owner ? owner.memberId : null,
    browserTokenHash: 'browserTokenHash' in owner ? owner.browserTokenHash : null,
  });
  return { key, name, size: kept.length };
};

/**
 * What visitors' unclaimed uploads may hold in all, whatever addresses they come from; they are
 * removed a day after upload unless a registration claims them (decision 055).
 */
export const visitorUploadQuotaBytes = 500 * 1024 * 1024;

const visitorQuotaMessage =
  'We cannot take more uploads just now. Please try again later or write to the secretariat.';
const visitorQuotaReached = () =>
  new AppError(503, 'upload_quota_reached', visitorQuotaMessage, { file: visitorQuotaMessage });

/** A profile picture or student ID card (JPEG, PNG or WebP, at most 5 MB). */
export const storeImageUpload = async (
  db: Executor,
  storage: Storage,
  file: MultipartFile,
  purpose: ImagePurpose,
  owner: UploadOwner,
) => {
  if ('browserTokenHash' in owner && (await unclaimedVisitorBytes(db)) >= visitorUploadQuotaBytes) {
    file.file.resume();
    throw visitorQuotaReached();
  }
  const visibility = purpose === 'profile_picture' ? 'public' : 'private';
  const { key } = await storeUpload(
    db,
    storage,
    file,
    { purpose, kind: 'image', visibility },
    owner,
  );
  return { key, previewUrl: previewUrlOf(key) };
};

/** Where a member can fetch a file they uploaded. */
export const ownUploadUrlOf = (key: string) => `/api/me/uploads/${key}`;

/** Where an administrator can fetch a member's file that a record holds. */
export const adminUploadUrlOf = (key: string) => `/api/admin/uploads/${key}`;

/** A member's file for a later record, of the kind its purpose calls for; private once claimed. */
export const storeMemberUpload = async (
  db: Executor,
  storage: Storage,
  file: MultipartFile,
  purpose: MemberUploadPurpose,
  memberId: string,
) => {
  const stored = await storeUpload(
    db,
    storage,
    file,
    { purpose, kind: memberUploadKinds[purpose], visibility: 'private' },
    { memberId },
  );
  return { ...stored, url: ownUploadUrlOf(stored.key) };
};

/** The stored file of an unclaimed upload, for the member or browser that sent it only. */
export const previewFileOf = async (
  db: Executor,
  key: string,
  viewer: { memberId?: string | undefined; browserTokenHash?: string | undefined },
) => {
  const row = await findUnclaimedUpload(db, key);
  const bySender =
    (row?.memberId != null && row.memberId === viewer.memberId) ||
    (row?.browserTokenHash != null && row.browserTokenHash === viewer.browserTokenHash);
  if (!row || !bySender) throw noSuchFile();
  return row.storageKey;
};

/**
 * The stored file of a member's current profile picture, for those who may see the member
 * (decision 062): the member, administrators, members in good standing (who meet in the forum),
 * and anyone while the member is listed in the directory. A replaced picture is no one's.
 */
export const profilePictureFileOf = async (
  db: Executor,
  key: string,
  viewer: { memberId: string | undefined; isAdmin: boolean },
) => {
  const row = await findClaimedUpload(db, key, 'profile_picture');
  const owner = row?.memberId ? await findPictureOwner(db, row.memberId) : undefined;
  if (!row || !owner || owner.profilePictureUrl !== publicUrlOfUpload(row)) throw noSuchFile();
  const maySee =
    owner.listed ||
    viewer.isAdmin ||
    viewer.memberId === row.memberId ||
    (owner.inGoodStanding &&
      viewer.memberId !== undefined &&
      (await findPictureOwner(db, viewer.memberId))?.inGoodStanding);
  if (!maySee) throw noSuchFile();
  return row.storageKey;
};

const uploadAgain = (field: string) =>
  new AppError(400, 'upload_missing', 'Please upload the file again.', {
    [field]: 'Please upload the file again.',
  });

/** Takes an upload for a member record; refuses keys that are unknown, used, or someone else's. */
export const claimImageUpload = async (
  db: Executor,
  key: string,
  purpose: ImagePurpose,
  memberId: string,
  sender: { memberId: string } | { browserTokenHash: string | undefined },
) => {
  const upload = await claimUpload(db, key, purpose, memberId, sender);
  if (!upload)
    throw uploadAgain(purpose === 'profile_picture' ? 'profilePictureKey' : 'studentIdKey');
  return upload;
};

/** A claimed member upload as records keep it. */
export type ClaimedFile = { key: string; name: string; size: number };

/**
 * Takes a member's own upload for one of their records, inside the record's transaction.
 * Refuses, on the form field `field`, a key that is unknown, used already, someone else's or
 * uploaded for another purpose.
 */
export const claimMemberUpload = async (
  db: Executor,
  key: string,
  purpose: MemberUploadPurpose,
  memberId: string,
  field: string,
): Promise<ClaimedFile> => {
  const upload = await claimUpload(db, key, purpose, memberId, { memberId });
  if (!upload) throw uploadAgain(field);
  return { key: upload.key, name: upload.originalName ?? 'file', size: upload.size };
};

const asDownload = (row: UploadRow | undefined) => {
  if (!row) throw noSuchFile();
  return { storageKey: row.storageKey, name: row.originalName ?? 'file' };
};

/** A file the member uploaded, claimed or not: theirs alone. */
export const ownUploadFileOf = async (db: Executor, key: string, memberId: string) =>
  asDownload(await findMemberUpload(db, key, { memberId }));

/** A member's file that one of their records holds, for an administrator. */
export const memberUploadFileOf = async (db: Executor, key: string) =>
  asDownload(await findMemberUpload(db, key, { claimed: true }));

/**
 * Removes uploads nobody claimed within their lifetime, rows first: a registration claiming one
 * at the same moment either wins (and it is kept) or is told to upload it again. Safe to run in
 * several processes at once; each row is deleted, and its file removed, by one of them.
 */
export const removeStaleUploads = async (db: Executor, storage: Storage, now = new Date()) => {
  const removed = await deleteUnclaimedBefore(
    db,
    new Date(now.getTime() - unclaimedUploadLifetimeMs),
  );
  for (const { storageKey } of removed) await storage.delete(storageKey);
  return removed.length;
};

import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { imageUploadRules } from '@osi/shared';
import type { Executor } from '../../db/client';
import { detectFileType, readLimited, type Storage } from '../../infra/storage';
import { AppError, badRequest, notFound } from '../../lib/errors';
import {
  claimUpload,
  deleteUnclaimedBefore,
  findClaimedUpload,
  findUnclaimedUpload,
  insertUpload,
  type UploadRow,
} from './uploads.repository';

export const uploadPurposes = ['profile_picture', 'student_id'] as const;
export type UploadPurpose = UploadRow['purpose'];

/** Who sent an upload: a signed-in member, or a visitor's browser (its registration cookie). */
export type UploadOwner = { memberId: string } | { browserTokenHash: string };

/** How long an upload waits for the registration or profile change that uses it. */
export const unclaimedUploadLifetimeMs = 24 * 60 * 60_000;

/** Who may see an upload once it is claimed: everyone for a profile picture, else its owner. */
const visibilityOnceClaimed = (purpose: UploadPurpose) =>
  purpose === 'profile_picture' ? ('public' as const) : ('private' as const);

const noSuchFile = () => notFound('No such file.');

/** Where the browser that sent an unclaimed upload can see it again. */
export const previewUrlOf = (key: string) => `/api/registration/uploads/${key}`;

/** Where anyone can see a claimed profile picture. */
export const publicUrlOfUpload = (upload: Pick<UploadRow, 'key'>) =>
  `/uploads/profile-pictures/${upload.key}`;

/**
 * Stores an image judged by its bytes (JPEG, PNG or WebP, at most 5 MB) and returns a key the
 * form sends back later. Every upload is stored privately: until a member record claims it,
 * only the member or the browser that sent it can see it.
 */
export const storeImageUpload = async (
  db: Executor,
  storage: Storage,
  file: MultipartFile,
  purpose: UploadPurpose,
  owner: UploadOwner,
) => {
  const bytes = await readLimited(file.file, imageUploadRules.maxBytes);
  const type = await detectFileType(bytes, 'image');
  if (!type)
    throw badRequest('Please choose a JPEG, PNG or WebP image.', {
      file: 'Please choose a JPEG, PNG or WebP image.',
    });
  const key = `upl_${randomBytes(16).toString('hex')}`;
  const stored = await storage.put(`${purpose.replace('_', '-')}s/${key}.${type.ext}`, bytes, {
    contentType: type.mime,
    visibility: 'private',
  });
  await insertUpload(db, {
    key,
    purpose,
    storageKey: stored.key,
    visibility: visibilityOnceClaimed(purpose),
    contentType: type.mime,
    size: bytes.length,
    memberId: 'memberId' in owner ? owner.memberId : null,
    browserTokenHash: 'browserTokenHash' in owner ? owner.browserTokenHash : null,
  });
  return { key, previewUrl: previewUrlOf(key) };
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

/** The stored file of a profile picture a member has claimed: public from then on. */
export const publicPictureFileOf = async (db: Executor, key: string) => {
  const row = await findClaimedUpload(db, key, 'profile_picture');
  if (!row) throw noSuchFile();
  return row.storageKey;
};

/** Takes an upload for a member record; refuses keys that are unknown, used, or someone else's. */
export const claimImageUpload = async (
  db: Executor,
  key: string,
  purpose: UploadPurpose,
  memberId: string,
  owner: string | null,
) => {
  const upload = await claimUpload(db, key, purpose, memberId, owner);
  if (!upload) {
    const field = purpose === 'profile_picture' ? 'profilePictureKey' : 'studentIdKey';
    throw new AppError(400, 'upload_missing', 'Please upload the file again.', {
      [field]: 'Please upload the file again.',
    });
  }
  return upload;
};

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

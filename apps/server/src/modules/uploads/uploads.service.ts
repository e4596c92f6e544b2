import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { imageUploadRules } from '@osi/shared';
import type { Executor } from '../../db/client';
import { detectFileType, readLimited, type Storage } from '../../infra/storage';
import { parseKey, publicUrlPrefix } from '../../infra/storage/storage';
import { AppError, badRequest } from '../../lib/errors';
import { claimUpload, insertUpload, type UploadRow } from './uploads.repository';

export const uploadPurposes = ['profile_picture', 'student_id'] as const;
export type UploadPurpose = UploadRow['purpose'];

const visibilityOf = (purpose: UploadPurpose) =>
  purpose === 'profile_picture' ? ('public' as const) : ('private' as const);

/**
 * Stores an image judged by its bytes (JPEG, PNG or WebP, at most 5 MB) and returns a key the
 * form sends back later. A signed-in member's uploads belong to them; a visitor's are claimed
 * once by the registration they belong to.
 */
export const storeImageUpload = async (
  db: Executor,
  storage: Storage,
  file: MultipartFile,
  purpose: UploadPurpose,
  ownerMemberId: string | null,
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
    visibility: visibilityOf(purpose),
  });
  await insertUpload(db, {
    key,
    purpose,
    storageKey: stored.key,
    visibility: visibilityOf(purpose),
    contentType: type.mime,
    size: bytes.length,
    memberId: ownerMemberId,
  });
  return { key, previewUrl: stored.url };
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

/** Where the public upload route serves a claimed public upload. */
export const publicUrlOfUpload = (upload: UploadRow) =>
  `${publicUrlPrefix}${parseKey(upload.storageKey).name}`;

import sharp from 'sharp';
import { uploadKindRules } from '@osi/shared';
import { badRequest } from '../../lib/errors';

/** The longest side of a stored profile picture: twice the largest size a page draws it. */
const longestSide = 512;

/**
 * A profile picture as it is stored: upright, at most 512 pixels a side, in WebP, and without
 * the camera's metadata (EXIF, with its GPS position), which sharp leaves out unless told to
 * keep it.
 */
export const preparedProfilePicture = async (bytes: Buffer) =>
  sharp(bytes)
    .rotate()
    .resize({ width: longestSide, height: longestSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      const { wrongType } = uploadKindRules.image;
      throw badRequest(wrongType, { file: wrongType });
    });

import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { contentImageWidths, imageSources, uploadKindRules } from '@osi/shared';
import { detectFileType, readLimited, type Storage } from '../../infra/storage';
import { badRequest } from '../../lib/errors';
import type { Readable } from 'node:stream';

const largestWidth = Math.max(...contentImageWidths);

/** The widths to make of an image `width` pixels wide: the standard ones below it, and its own (at most the largest). */
export const widthsFor = (width: number) => {
  const top = Math.min(width, largestWidth);
  return [...contentImageWidths.filter((candidate) => candidate < top), top];
};

/**
 * Stores a content image judged by its bytes (JPEG, PNG or WebP, at most 5 MB), turned upright
 * and resized into WebP files of a few widths under public names nobody can guess or reuse.
 */
export const storeContentImage = async (storage: Storage, file: Readable | Buffer) => {
  const rules = uploadKindRules.image;
  const bytes = Buffer.isBuffer(file) ? file : await readLimited(file, rules.maxBytes);
  if (!(await detectFileType(bytes, 'image'))) {
    throw badRequest(rules.wrongType, { file: rules.wrongType });
  }
  const upright = await sharp(bytes)
    .rotate()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw badRequest(rules.wrongType, { file: rules.wrongType });
    });
  const widths = widthsFor(upright.info.width);
  const id = `img_${randomBytes(16).toString('hex')}`;
  let height = upright.info.height;
  for (const width of widths) {
    const resized = await sharp(upright.data)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    if (width === widths[widths.length - 1]) height = resized.info.height;
    await storage.put(`content/${id}-${width}.webp`, resized.data, {
      contentType: 'image/webp',
      visibility: 'public',
    });
  }
  const image = { id, width: widths[widths.length - 1]!, height, widths };
  return { ...image, ...imageSources(image) };
};

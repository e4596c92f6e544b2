import type { Readable } from 'node:stream';
import { AppError } from '../../lib/errors';

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Reads a stream into memory, stopping as soon as it passes `maxBytes`: the rest is never read
 * and the stream is destroyed, so an oversized upload costs no more than the limit.
 */
export const readLimited = async (stream: Readable, maxBytes: number) => {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += bytes.length;
    if (total > maxBytes) {
      stream.destroy();
      throw new AppError(413, 'file_too_large', `The file is larger than ${megabytes(maxBytes)}.`);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, total);
};

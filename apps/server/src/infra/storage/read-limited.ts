import type { Readable } from 'node:stream';
import { tooLargeMessage } from '@osi/shared';
import { AppError } from '../../lib/errors';

const tooLarge = (maxBytes: number) =>
  new AppError(413, 'file_too_large', tooLargeMessage(maxBytes), {
    file: tooLargeMessage(maxBytes),
  });

/**
 * Reads a stream into memory, stopping as soon as it passes `maxBytes`: the rest is never read
 * and the stream is destroyed, so an oversized upload costs no more than the limit. A multipart
 * file the parser cut off at its own limit (`truncated`) is over the limit too, never a whole file.
 */
export const readLimited = async (stream: Readable & { truncated?: boolean }, maxBytes: number) => {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += bytes.length;
    if (total > maxBytes) {
      stream.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(bytes);
  }
  if (stream.truncated) throw tooLarge(maxBytes);
  return Buffer.concat(chunks, total);
};

import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { keyOf, parseKey, storedObject, type Storage } from './storage';

const metadataSchema = z.object({ contentType: z.string() });

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * Files under `root/public/...` and `root/private/...`; each file's content type sits in a small
 * JSON file under `root/.meta/`. A new file is written whole to a hidden temporary file before
 * anything is renamed into place, so a reader never sees half a file and a failed upload changes
 * nothing.
 */
export const createLocalDiskStorage = (root: string): Storage => {
  const pathsOf = (key: string) => {
    const { visibility, name } = parseKey(key);
    return {
      file: path.join(root, visibility, name),
      metadata: path.join(root, '.meta', visibility, `${name}.json`),
    };
  };

  /** Writes the whole body to a hidden file beside the target; nothing changes if that fails. */
  const stage = async (target: string, body: Buffer | Readable) => {
    await fs.mkdir(path.dirname(target), { recursive: true });
    const staged = path.join(
      path.dirname(target),
      `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
    );
    const written = createWriteStream(staged);
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, written);
      return staged;
    } catch (error) {
      // A body that fails at once can end the pipeline before the file is even open: removing it
      // then would leave the file the opening creates next.
      if (!written.closed)
        await new Promise<void>((resolve) => written.once('close', () => resolve()));
      await fs.rm(staged, { force: true });
      throw error;
    }
  };

  return {
    async put(name, body, { contentType, visibility }) {
      const { file, metadata } = pathsOf(keyOf(visibility, name));
      const staged = await stage(file, body);
      try {
        await fs.rename(
          await stage(metadata, Buffer.from(JSON.stringify({ contentType }))),
          metadata,
        );
        await fs.rename(staged, file);
      } catch (error) {
        await fs.rm(staged, { force: true });
        throw error;
      }
      return storedObject(visibility, name, (await fs.stat(file)).size);
    },

    async stream(key) {
      const { file, metadata } = pathsOf(key);
      try {
        const { contentType } = metadataSchema.parse(
          JSON.parse(await fs.readFile(metadata, 'utf8')),
        );
        const handle = await fs.open(file);
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), contentType, size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const { file, metadata } = pathsOf(key);
      await fs.rm(file, { force: true });
      await fs.rm(metadata, { force: true });
    },
  };
};

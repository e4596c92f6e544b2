import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

const dist = path.join(import.meta.dirname, '../../apps/web/dist');

type Chunk = { file: string; imports?: string[] };

/**
 * The scripts the browser needs for a page whose route loads the given modules (besides the app's
 * entry): each module's chunk and every chunk it imports statically, from the build's manifest.
 * Dynamic imports are loaded later, by what the page does, and are not counted.
 */
export const scriptsOfRoute = (modules: string[]) => {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  ['index.html', ...modules].forEach(visit);
  return [...files];
};

/** The files' size once brotli-compressed, as the server sends them, in KiB. */
export const brotliKiB = (files: string[]) =>
  files.reduce(
    (sum, file) => sum + brotliCompressSync(readFileSync(path.join(dist, file))).length,
    0,
  ) / 1024;

/** The files whose code mentions `text`. */
export const filesMentioning = (files: string[], text: string) =>
  files.filter((file) => readFileSync(path.join(dist, file), 'utf8').includes(text));

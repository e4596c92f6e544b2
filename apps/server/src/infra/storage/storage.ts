import type { Readable } from 'node:stream';
import { badRequest } from '../../lib/errors';

export const visibilities = ['public', 'private'] as const;
export type Visibility = (typeof visibilities)[number];

export interface PutOptions {
  contentType: string;
  visibility: Visibility;
}

/** What was stored; `key` (the visibility, a slash, then the name) is what to keep and pass back. */
export interface StoredObject {
  key: string;
  size: number;
  /** Where the public upload route serves it; null for private files. */
  url: string | null;
}

export interface StoredStream {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Files by key. Public files are served to anyone at their url; private ones only through
 * routes that check who is asking and then call `stream`.
 */
export interface Storage {
  put(name: string, body: Buffer | Readable, options: PutOptions): Promise<StoredObject>;
  /** The file, or null when nothing is stored under the key. */
  stream(key: string): Promise<StoredStream | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const segment = '[A-Za-z0-9][A-Za-z0-9._-]*';
const validName = new RegExp(`^${segment}(?:/${segment})*$`);

/**
 * A name is slash-separated segments of letters, digits, dot, dash and underscore, each starting
 * with a letter or digit: no absolute paths, no `..`, no hidden files, no backslashes.
 */
export const isValidName = (name: string) =>
  name.length <= 512 && validName.test(name) && !name.includes('..');

export const assertValidName = (name: string) => {
  if (!isValidName(name)) throw badRequest('That file name is not allowed.');
};

export const keyOf = (visibility: Visibility, name: string) => {
  assertValidName(name);
  return `${visibility}/${name}`;
};

export const publicUrlPrefix = '/uploads/public/';

export const storedObject = (visibility: Visibility, name: string, size: number): StoredObject => ({
  key: keyOf(visibility, name),
  size,
  url: visibility === 'public' ? `${publicUrlPrefix}${name}` : null,
});

/** Splits a stored key into its visibility and name, refusing anything put could not have made. */
export const parseKey = (key: string) => {
  const slash = key.indexOf('/');
  const visibility = key.slice(0, slash);
  const name = key.slice(slash + 1);
  if (slash === -1 || !visibilities.includes(visibility as Visibility)) {
    throw badRequest('That file name is not allowed.');
  }
  assertValidName(name);
  return { visibility: visibility as Visibility, name };
};

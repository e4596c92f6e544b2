import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { Storage } from '../../infra/storage';
import { notFound } from '../../lib/errors';

/** Streams a stored file to someone the route has already checked may see it. */
export const sendStoredFile = async (
  storage: Storage,
  reply: FastifyReply,
  key: string,
  cacheControl: string,
  disposition = 'inline',
) => {
  const file = await storage.stream(key);
  if (!file) throw notFound('The file is no longer available.');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('cache-control', cacheControl)
    .header('content-disposition', disposition)
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
};

/** A private file, never cached by proxies. */
export const sendPrivateFile = (storage: Storage, reply: FastifyReply, key: string) =>
  sendStoredFile(storage, reply, key, 'private, no-store');

/** A private file saved under the name it was uploaded with. */
export const sendPrivateDownload = (
  storage: Storage,
  reply: FastifyReply,
  file: { storageKey: string; name: string },
) =>
  sendStoredFile(
    storage,
    reply,
    file.storageKey,
    'private, no-store',
    contentDisposition(file.name),
  );

import type { FastifyReply } from 'fastify';
import type { Storage } from '../../infra/storage';
import { notFound } from '../../lib/errors';

/** Streams a stored file to someone the route has already checked may see it. */
export const sendStoredFile = async (
  storage: Storage,
  reply: FastifyReply,
  key: string,
  cacheControl: string,
) => {
  const file = await storage.stream(key);
  if (!file) throw notFound('The file is no longer available.');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('cache-control', cacheControl)
    .header('content-disposition', 'inline')
    .send(file.body);
};

/** A private file, never cached by proxies. */
export const sendPrivateFile = (storage: Storage, reply: FastifyReply, key: string) =>
  sendStoredFile(storage, reply, key, 'private, no-store');

import type { FastifyReply } from 'fastify';
import type { Storage } from '../../infra/storage';
import { notFound } from '../../lib/errors';

/** Streams a private file to someone the route has already checked may see it; never cached by proxies. */
export const sendPrivateFile = async (storage: Storage, reply: FastifyReply, key: string) => {
  const file = await storage.stream(key);
  if (!file) throw notFound('The file is no longer available.');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .send(file.body);
};

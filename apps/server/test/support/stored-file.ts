import type { Storage } from '../../src/infra/storage';

/** The content type of a stored file, or null when there is none; the file is closed again. */
export const storedContentType = async (storage: Storage, key: string) => {
  const file = await storage.stream(key);
  file?.body.destroy();
  return file?.contentType ?? null;
};

import path from 'node:path';
import type { Config } from '../../config';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export type { Storage } from './storage';
export { detectFileType } from './file-type';
export { readLimited } from './read-limited';

/** The S3-compatible store when S3_* is set, else local disk under DATA_DIR/uploads. */
export const createStorage = (config: Pick<Config, 's3' | 'dataDir'>): Storage =>
  config.s3
    ? createS3Storage(config.s3)
    : createLocalDiskStorage(path.join(config.dataDir, 'uploads'));

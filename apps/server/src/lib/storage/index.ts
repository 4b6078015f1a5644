import path from 'node:path';
import type { Config } from '../../config.js';
import { localStorage } from './local-storage.js';
import type { Storage } from './storage.js';

export { localStorage } from './local-storage.js';
export { contentTypeOf, requestedKey, type Storage, storageKey } from './storage.js';

export const uploadsDir = (config: Pick<Config, 'STORAGE_DIR' | 'DATA_DIR'>) =>
  path.resolve(config.STORAGE_DIR ?? path.join(config.DATA_DIR, 'uploads'));

/**
 * The store STORAGE_DRIVER names: the local folder (default) or the S3-compatible bucket of the S3_* settings. The AWS
 * SDK is loaded only for the bucket: a local install starts without it.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.STORAGE_DRIVER === 'local') return localStorage(uploadsDir(config));
  const { s3Storage } = await import('./s3-storage.js');
  return s3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET ?? '',
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
  });
}

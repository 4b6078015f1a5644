import { ConfigError, loadConfig } from '../config.js';
import { copyUploads } from '../lib/storage/copy-uploads.js';
import { createStorage, localStorage, uploadsDir } from '../lib/storage/index.js';

/** `npm run copy-uploads`: copies the local uploads folder (STORAGE_DIR or DATA_DIR/uploads) into the S3_* bucket. */
try {
  const config = loadConfig();
  if (config.STORAGE_DRIVER !== 's3') throw new ConfigError('Set STORAGE_DRIVER=s3 and the S3_* settings of the bucket to copy into.');
  const from = uploadsDir(config);
  console.log(`Copying ${from} into the bucket ${config.S3_BUCKET}...`);
  const { copied, skipped } = await copyUploads(localStorage(from), await createStorage(config), console.log);
  console.log(`Done: ${copied} files copied, ${skipped} already there.`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

import path from 'node:path';
import { createBackup } from '../backup/backup.js';
import { ConfigError, loadConfig } from '../config.js';
import { createStorage } from '../lib/storage/index.js';
import { openDatabase } from '../runtime.js';

/** `npm run backup`: the database and the uploads into DATA_DIR/backups/<timestamp>/ (README: Backups). */
try {
  const config = loadConfig();
  const database = await openDatabase(config, console.log);
  try {
    const folder = await createBackup({
      pool: database.pool,
      storage: await createStorage(config),
      backupsDir: path.resolve(config.DATA_DIR, 'backups'),
    });
    console.log(`Backup written to ${folder}`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

import path from 'node:path';
import { RestoreRefused, restoreBackup } from '../backup/restore.js';
import { ConfigError, loadConfig } from '../config.js';
import { createStorage } from '../lib/storage/index.js';
import { isLedgerSound } from '../modules/wallet/ledger-check.js';
import { openDatabase } from '../runtime.js';

/** `npm run restore -- <backup folder> [--force]`: into an empty database (README: Backups), then the ledger check. */
const args = process.argv.slice(2);
const folder = args.find((arg) => !arg.startsWith('--'));
if (!folder) {
  console.error('Usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}
try {
  const config = loadConfig();
  const database = await openDatabase(config, console.log);
  try {
    const restored = await restoreBackup(
      { db: database.db, storage: await createStorage(config), folder: path.resolve(folder), force: args.includes('--force') },
      console.log,
    );
    console.log(`Restored the backup of ${restored.manifest.createdAt}.`);
    if (restored.missingUploads.length > 0) {
      console.error(`Warning: ${restored.missingUploads.length} uploaded files listed in the backup are missing from the bucket.`);
    }
    if (!isLedgerSound(restored.ledger)) {
      console.error(`The ledger check failed: ${JSON.stringify(restored.ledger)}`);
      process.exitCode = 1;
    } else console.log('The ledger check passed: every account and entry balances.');
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof RestoreRefused ? error.message : error);
  process.exit(1);
}

import path from 'node:path';
import type { Config } from './config.js';
import { createDb } from './db/client.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { DEMO_ACCOUNTS } from './demo/demo-accounts.js';
import { loadDemoData } from './demo/demo-data.js';
import { uploadsDir } from './lib/images.js';
import { resolveSecret } from './lib/secret.js';
import { ensureBaseCatalog } from './modules/catalog/base-catalog.js';
import { ensureAdmin } from './modules/users/ensure-admin.js';

/** The database the server runs on: DATABASE_URL, or the embedded server in DATA_DIR/pg. Migrated on open. */
export async function openDatabase(config: Config, log: (line: string) => void) {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    log(`Starting the embedded PostgreSQL server in ${path.resolve(config.DATA_DIR, 'pg')}...`);
    const embedded = await startEmbeddedPostgres(path.join(config.DATA_DIR, 'pg'));
    stopEmbedded = embedded.stop;
    url = embedded.url('postgres');
  }
  const { db, pool } = createDb(url);
  await runMigrations(db);
  const close = async () => {
    await pool.end();
    await stopEmbedded?.();
  };
  return { db, pool, close };
}

export async function prepareData(config: Config, db: Awaited<ReturnType<typeof openDatabase>>['db'], log: (line: string) => void) {
  const dir = uploadsDir(config);
  await ensureBaseCatalog(db, dir);
  if (config.DEMO_DATA && (await loadDemoData(db, dir))) {
    log('Loaded demo data. Demo accounts (e-mail / password):');
    for (const a of DEMO_ACCOUNTS) log(`  ${a.role.padEnd(7)} ${a.email.padEnd(22)} ${a.password}   (phone ${a.phone})`);
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAdmin(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    log(`Admin account ${config.ADMIN_EMAIL} is ready.`);
  }
  return resolveSecret(config.JWT_SECRET, config.DATA_DIR);
}

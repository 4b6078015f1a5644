import path from 'node:path';
import type { Config } from './config.js';
import { createDb, type Db } from './db/client.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { DEMO_ACCOUNTS } from './demo/demo-accounts.js';
import { loadDemoCatalogue } from './demo/demo-catalogue.js';
import { loadDemoData } from './demo/demo-data.js';
import { loadDemoCodes } from './demo/demo-digital.js';
import { loadDemoSales } from './demo/demo-sales.js';
import { resolveSecret } from './lib/secret.js';
import type { Storage } from './lib/storage/index.js';
import { ensureAdmin } from './modules/auth/ensure-admin.js';
import { verifyPassword } from './modules/auth/passwords.js';
import { ensureBaseCatalog } from './modules/catalog/base-catalog.js';
import { assertCodeKeysUsable } from './modules/digital-codes/index.js';
import { findUserByEmailOrPhone } from './modules/users/find-user.js';

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

/** The demo accounts that still open with their published password: the ones worth printing, or warning about. */
export async function openDemoAccounts(db: Db) {
  const open: (typeof DEMO_ACCOUNTS)[number][] = [];
  for (const account of DEMO_ACCOUNTS) {
    const user = await findUserByEmailOrPhone(db, account.email);
    if (user && (await verifyPassword(user.passwordHash, account.password))) open.push(account);
  }
  return open;
}

export async function prepareData(config: Config, { db, storage }: { db: Db; storage: Storage }, log: (line: string) => void) {
  await ensureBaseCatalog(db, storage);
  if (config.DEMO_DATA && (await loadDemoData(db, storage))) {
    await loadDemoCodes(db, { storage, config });
    await loadDemoCatalogue(db, storage);
    await loadDemoSales(db, { vatRatePercent: config.VAT_RATE_PERCENT, commissionPercent: config.COMMISSION_PERCENT });
    log('Loaded demo data.');
  }
  // Printed at every start, not only the first, for as long as the README's passwords open them.
  const demoAccounts = await openDemoAccounts(db);
  if (demoAccounts.length > 0) {
    log('Demo accounts (e-mail / password):');
    for (const a of demoAccounts) log(`  ${a.role.padEnd(7)} ${a.email.padEnd(22)} ${a.password}   (phone ${a.phone})`);
    if (config.NODE_ENV === 'production') {
      log('Warning: these demo accounts open with passwords published in the README. Change their passwords or remove them.');
    }
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAdmin(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    log(`Admin account ${config.ADMIN_EMAIL} is ready.`);
  }
  // No code is sold that could not be shown to its buyer (ADR 020).
  await assertCodeKeysUsable(db, config);
  return resolveSecret(config.JWT_SECRET, config.DATA_DIR);
}

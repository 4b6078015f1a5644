import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TStartChatReply } from '@gamesouq/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type Db } from '../db/client.js';
import { localStorage } from '../lib/storage/index.js';
import { createDatabase, dropDatabase, serverUrl } from '../test/databases.js';
import { expectLedgerInvariants } from '../test/ledger-invariants.js';
import { postAd } from '../test/listing-fixtures.js';
import { buyListing } from '../test/order-fixtures.js';
import { useTestApp } from '../test/test-app.js';
import { createBackup, pruneBackups, publicTables } from './backup.js';
import { RestoreRefused, restoreBackup } from './restore.js';
import { scheduledBackup } from './scheduled-backup.js';

const t = useTestApp();
const restoredName = `gs_test_restore_${randomBytes(6).toString('hex')}`;
let restored: { db: Db; close: () => Promise<void> };
let backupsDir: string;

beforeAll(async () => {
  await createDatabase(inject('pgServerUrl'), restoredName);
  const { db, pool } = createDb(serverUrl(inject('pgServerUrl'), restoredName));
  restored = { db, close: () => pool.end() };
  backupsDir = await mkdtemp(path.join(os.tmpdir(), 'gamesouq-test-backups-'));
  // Orders with wallets (deposits, escrow), a chat, and photos.
  const admin = await t.createUser({ role: 'admin' });
  const seller = await t.createUser();
  const listingId = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { quantity: '5' } });
  const { buyer } = await buyListing(t, { listingId });
  await buyListing(t, { listingId, buyer });
  const chat = await t.request<TStartChatReply>('POST', '/api/user/chat/start', { token: buyer.token, body: { product_id: listingId } });
  await t.request('POST', `/api/user/chat/${chat.body.chat_id}/send`, { token: buyer.token, body: { message: 'Is it boxed?' } });
  // The orders' and the message's events write their notifications later: the database is still until they are done.
  await t.jobsSettled();
});
afterAll(async () => {
  await restored?.close();
  await dropDatabase(inject('pgServerUrl'), restoredName);
});

async function rowCounts(db: Db) {
  const counts: Record<string, number> = {};
  for (const table of await publicTables(db.$client)) {
    counts[table] = (await db.$client.query(`select count(*)::int as n from "${table}"`)).rows[0].n;
  }
  return counts;
}

const ledgerSums = async (db: Db) =>
  (
    await db.$client.query(
      'select kind, sum(balance)::bigint as total, count(*)::int as accounts from ledger_accounts group by kind order by kind',
    )
  ).rows;

describe('backup and restore', () => {
  it('restores a database with orders, wallets and chats into a fresh one: every table, the ledger and the photos', async () => {
    const folder = await createBackup({ pool: t.db.$client, storage: localStorage(t.storageDir), backupsDir });
    const files = await readdir(folder);
    expect(files).toEqual(expect.arrayContaining(['manifest.json', 'SHA256SUMS', 'tables', 'uploads']));

    const target = await mkdtemp(path.join(os.tmpdir(), 'gamesouq-test-restored-uploads-'));
    const result = await restoreBackup({ db: restored.db, storage: localStorage(target), folder });
    const before = await rowCounts(t.db);
    expect(before.orders).toBe(2);
    expect(before.messages).toBeGreaterThan(0);
    expect(await rowCounts(restored.db)).toEqual(before);
    expect(await ledgerSums(restored.db)).toEqual(await ledgerSums(t.db));
    expect(result.ledger).toMatchObject({ total: 0, negativeAccounts: [], unbalancedEntries: [] });
    await expectLedgerInvariants(restored.db);
    expect((await localStorage(target).list()).map((f) => f.key)).toEqual((await localStorage(t.storageDir).list()).map((f) => f.key));
  });

  it('refuses a database that holds data without --force, and a damaged backup', async () => {
    const folder = await createBackup({ pool: t.db.$client, storage: localStorage(t.storageDir), backupsDir });
    const target = localStorage(await mkdtemp(path.join(os.tmpdir(), 'gamesouq-test-restored-uploads-')));
    await expect(restoreBackup({ db: restored.db, storage: target, folder })).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup({ db: restored.db, storage: target, folder, force: true })).resolves.toBeTruthy();

    const table = path.join(folder, 'tables', 'orders.copy');
    await writeFile(table, `${await readFile(table, 'utf8')}tampered\n`);
    await expect(restoreBackup({ db: restored.db, storage: target, folder, force: true })).rejects.toThrow(/tables\/orders\.copy/);
  });

  it('backs up on schedule only when the last backup is old enough, and keeps BACKUP_KEEP of them', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'gamesouq-test-scheduled-'));
    const options = { pool: t.db.$client, storage: localStorage(t.storageDir), backupsDir: dir, everyHours: 6, keep: 2 };
    expect(await scheduledBackup(options)).toBeTruthy();
    expect(await scheduledBackup({ ...options, now: new Date(Date.now() + 3_600_000) })).toBeNull();
    expect(await scheduledBackup({ ...options, now: new Date(Date.now() + 7 * 3_600_000) })).toBeTruthy();
    await createBackup({ pool: t.db.$client, storage: localStorage(t.storageDir), backupsDir: dir });
    await pruneBackups(dir, 2);
    expect(await readdir(dir)).toHaveLength(2);
  });
});

import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { contentTypeOf, localStorage, type Storage } from '../lib/storage/index.js';
import { checkLedger } from '../modules/wallet/ledger-check.js';
import { publicTables } from './backup.js';
import { damagedFiles, MANIFEST, type Manifest } from './backup-files.js';

export class RestoreRefused extends Error {}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** True when no table of ours holds a row (a database just created, or only migrated). */
async function isEmpty(db: Db) {
  for (const name of await publicTables(db.$client)) {
    const { rows } = await db.$client.query(`select exists (select from ${quoted(name)}) as found`);
    if ((rows[0] as { found: boolean }).found) return false;
  }
  return true;
}

/**
 * Restores a backup folder (createBackup) into the database: checks every file's checksum, refuses a database that
 * holds data unless `force`, migrates it, loads every table in one transaction (constraints are checked by the data's
 * own consistency: the triggers of foreign keys are off while loading, so it needs a superuser), puts local uploads
 * back, and returns the ledger check (modules/wallet) of what was restored.
 */
export async function restoreBackup(
  { db, storage, folder, force = false }: { db: Db; storage: Storage; folder: string; force?: boolean },
  log: (line: string) => void = () => {},
) {
  const damaged = await damagedFiles(folder);
  if (damaged.length > 0) throw new RestoreRefused(`The backup is damaged: ${damaged.join(', ')} do not match their checksums.`);
  const manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 'gamesouq-backup-1') throw new RestoreRefused('This folder is not a GameSouq backup.');
  if (!force && !(await isEmpty(db))) {
    throw new RestoreRefused('The database already holds data: restore into an empty database, or add --force to replace it.');
  }
  await runMigrations(db);
  const { rows } = await db.$client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
  if ((rows[0] as { n: number }).n < manifest.migrations) {
    throw new RestoreRefused('The backup comes from a newer version of GameSouq: restore it with that version.');
  }
  const client = await db.$client.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    const tables = await publicTables(client);
    await client.query(`truncate ${tables.map(quoted).join(', ')}`);
    for (const table of manifest.tables) {
      log(`Restoring ${table.name} (${table.rows} rows)...`);
      await pipeline(createReadStream(path.join(folder, table.file)), client.query(copyFrom(`copy ${quoted(table.name)} from stdin`)));
    }
    for (const sequence of manifest.sequences) {
      if (sequence.value !== null) await client.query('select setval($1, $2)', [`public.${quoted(sequence.name)}`, sequence.value]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  const missing = await restoreUploads(storage, folder, manifest);
  return { manifest, ledger: await checkLedger(db), missingUploads: missing };
}

/** Local uploads are written back; with a bucket, the objects the backup listed are checked to be there still. */
async function restoreUploads(storage: Storage, folder: string, manifest: Manifest) {
  if (manifest.uploads.driver === 'local') {
    const uploads = path.join(folder, 'uploads');
    for (const { key } of await localStorage(uploads).list()) {
      const body = await readFile(path.join(uploads, key));
      await storage.put(key, body, contentTypeOf(key));
    }
    return [];
  }
  const listed = JSON.parse(await readFile(path.join(folder, 'objects.json'), 'utf8')) as { key: string }[];
  const present = new Set((await storage.list()).map((file) => file.key));
  return listed.filter((file) => !present.has(file.key)).map((file) => file.key);
}

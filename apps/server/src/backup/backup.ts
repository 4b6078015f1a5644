import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Storage } from '../lib/storage/index.js';
import { MANIFEST, type Manifest, writeChecksums } from './backup-files.js';

/** Our tables (schema public); the job queue's schema is rebuilt by the migrations, its pending jobs are not kept. */
export async function publicTables(client: { query: Pool['query'] }) {
  const { rows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.name);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/**
 * Writes a consistent backup into `<backupsDir>/<timestamp>/`: every table of ours in PostgreSQL's COPY text format, all
 * read in one snapshot (a repeatable-read transaction), the uploads (copied when local, listed when in a bucket), a
 * manifest and the SHA-256 of every file. Returns the folder.
 */
export async function createBackup({ pool, storage, backupsDir }: { pool: Pool; storage: Storage; backupsDir: string }) {
  const createdAt = new Date();
  const folder = path.join(backupsDir, stamp(createdAt));
  await mkdir(path.join(folder, 'tables'), { recursive: true });
  const files: string[] = [];
  const client = await pool.connect();
  let manifest: Manifest;
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables: Manifest['tables'] = [];
    for (const name of await publicTables(client)) {
      const file = `tables/${name}.copy`;
      const copy = client.query(copyTo(`copy ${quoted(name)} to stdout`));
      await pipeline(copy, createWriteStream(path.join(folder, file)));
      tables.push({ name, rows: Number(copy.rowCount), file });
      files.push(file);
    }
    const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
      `select sequencename as name, last_value as value from pg_sequences where schemaname = 'public'`,
    );
    const { rows: migrations } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    await client.query('commit');
    const uploads = await backupUploads(storage, folder, files);
    manifest = {
      format: 'gamesouq-backup-1',
      createdAt: createdAt.toISOString(),
      migrations: migrations[0]?.n ?? 0,
      tables,
      sequences: sequences.map((s) => ({ name: s.name, value: s.value === null ? null : Number(s.value) })),
      uploads,
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    await rm(folder, { recursive: true, force: true });
    throw error;
  } finally {
    client.release();
  }
  await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeChecksums(folder, [...files, MANIFEST]);
  return folder;
}

async function backupUploads(storage: Storage, folder: string, files: string[]): Promise<Manifest['uploads']> {
  const listed = await storage.list();
  const bytes = listed.reduce((sum, file) => sum + file.size, 0);
  if (storage.driver === 's3') {
    await writeFile(path.join(folder, 'objects.json'), `${JSON.stringify(listed)}\n`);
    files.push('objects.json');
  } else {
    for (const { key } of listed) {
      const body = await storage.get(key);
      if (!body) continue;
      const file = `uploads/${key}`;
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
      await writeFile(path.join(folder, file), body);
      files.push(file);
    }
  }
  return { driver: storage.driver, files: listed.length, bytes };
}

/** Removes the oldest backups beyond `keep` (folders named by their time, so by name). */
export async function pruneBackups(backupsDir: string, keep: number) {
  const folders = (await readdir(backupsDir, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const removed = folders.slice(0, Math.max(0, folders.length - keep));
  await Promise.all(removed.map((name) => rm(path.join(backupsDir, name), { recursive: true, force: true })));
  return removed;
}

/** When the newest backup was made, or null when there is none. */
export async function lastBackupTime(backupsDir: string) {
  const folders = (await readdir(backupsDir).catch(() => [] as string[])).sort();
  const last = folders.at(-1);
  if (!last) return null;
  const iso = last.replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, '$1:$2:$3.$4Z');
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time);
}

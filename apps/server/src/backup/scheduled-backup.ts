import type { Pool } from 'pg';
import type { Storage } from '../lib/storage/index.js';
import { createBackup, lastBackupTime, pruneBackups } from './backup.js';

/** A few minutes' slack, so that an hourly tick a little early still counts the hour as passed. */
const SLACK_MS = 5 * 60_000;

/** The job of BACKUP_EVERY: a backup when the newest one is that old (or there is none), then the oldest beyond BACKUP_KEEP go. */
export async function scheduledBackup({
  pool,
  storage,
  backupsDir,
  everyHours,
  keep,
  now = new Date(),
}: {
  pool: Pool;
  storage: Storage;
  backupsDir: string;
  everyHours: number;
  keep: number;
  now?: Date;
}) {
  const last = await lastBackupTime(backupsDir);
  if (last && now.getTime() - last.getTime() < everyHours * 3_600_000 - SLACK_MS) return null;
  const folder = await createBackup({ pool, storage, backupsDir });
  await pruneBackups(backupsDir, keep);
  return folder;
}

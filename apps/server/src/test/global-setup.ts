import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/client.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { runMigrations } from '../db/migrate.js';
import { localStorage } from '../lib/storage/index.js';
import { ensureBaseCatalog } from '../modules/catalog/base-catalog.js';
import { createDatabase, dropDatabase, serverUrl } from './databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgTemplate: string;
  }
}

/**
 * Starts the embedded PostgreSQL server (or uses the one of DATABASE_URL) and prepares a template database once
 * (migrations and the base catalogue);
 * each test file then gets its own copy of it.
 */
export default async function setup(project: TestProject) {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tmpDir: string | undefined;
  let iconsDir: string | undefined;
  let url = process.env.DATABASE_URL;
  if (!url) {
    tmpDir = await mkdtemp(path.join(os.tmpdir(), 'gamesouq-test-pg-'));
    // The server runs as the unprivileged postgres user when we are root, and must reach its data directory.
    await chmod(tmpDir, 0o755);
    const embedded = await startEmbeddedPostgres(path.join(tmpDir, 'pg'));
    stopEmbedded = embedded.stop;
    url = embedded.url('postgres');
  }
  const template = `gs_template_${process.pid}_${Date.now()}`;
  await createDatabase(url, template);
  const { db, pool } = createDb(serverUrl(url, template), { max: 1 });
  await runMigrations(db);
  iconsDir = await mkdtemp(path.join(os.tmpdir(), 'gamesouq-test-icons-'));
  await ensureBaseCatalog(db, localStorage(iconsDir));
  await pool.end();

  project.provide('pgServerUrl', url);
  project.provide('pgTemplate', template);

  return async () => {
    await dropDatabase(url, template);
    await stopEmbedded?.();
    if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
    if (iconsDir) await rm(iconsDir, { recursive: true, force: true });
  };
}

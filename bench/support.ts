import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../apps/server/src/db/client.js';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js';
import { runMigrations } from '../apps/server/src/db/migrate.js';
import { createDatabase, dropDatabase, serverUrl } from '../apps/server/src/test/databases.js';

/** A fresh, migrated database on the embedded server or on DATABASE_URL, dropped by `close`. */
export async function benchDatabase(label: string) {
  let stop: (() => Promise<void>) | undefined;
  let tmp: string | undefined;
  let url = process.env.DATABASE_URL;
  if (!url) {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'gamesouq-bench-'));
    await chmod(tmp, 0o755);
    const embedded = await startEmbeddedPostgres(path.join(tmp, 'pg'));
    stop = embedded.stop;
    url = embedded.url('postgres');
  }
  const name = `gs_bench_${label}_${Date.now()}`;
  await createDatabase(url, name);
  const { db, pool } = createDb(serverUrl(url, name), { max: 20 });
  await runMigrations(db);
  return {
    db,
    url: serverUrl(url, name),
    engine: process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PostgreSQL',
    storageDir: tmp ?? (await mkdtemp(path.join(os.tmpdir(), 'gamesouq-bench-uploads-'))),
    close: async () => {
      await pool.end();
      await dropDatabase(url, name);
      await stop?.();
      if (tmp) await rm(tmp, { recursive: true, force: true });
    },
  };
}

export type Load = { name: string; rps: number; p50: number; p99: number; errors: number };

export async function load(
  name: string,
  url: string,
  { connections = 50, duration = 10, headers = {} }: { connections?: number; duration?: number; headers?: Record<string, string> } = {},
): Promise<Load> {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printTable(title: string, rows: Load[]) {
  console.log(`\n${title}`);
  console.log('| target | requests/s | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
}

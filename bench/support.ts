import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../apps/server/src/db/client.js';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js';
import { runMigrations } from '../apps/server/src/db/migrate.js';
import { createDatabase, dropDatabase, serverUrl } from '../apps/server/src/test/databases.js';
import { startServerProcess } from '../apps/server/src/test/server-process.js';

/**
 * The server as `npm start` runs it, in its own process: compiled (bench/run.mjs builds it), in production mode
 * (replies not checked against their schemas, every request logged), on `env`'s settings. With CPU_PROF_DIR set, it
 * writes a `--cpu-prof` profile there when it stops (bench/profile-summary.ts reads it), in every scenario and tool.
 */
export const startBenchServer = (env: Record<string, string>) =>
  startServerProcess(
    {
      NODE_ENV: 'production',
      ...(process.env.CPU_PROF_DIR && { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.CPU_PROF_DIR}` }),
      ...env,
    },
    { isBuilt: true },
  );

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
  // BENCH_DATABASE_PREFIX keeps the bench's databases apart from others' on a shared server.
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'gs_bench'}_${label}_${Date.now()}`;
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

/** Seconds per measurement: BENCH_SECONDS, else 10 (3 with --small). */
export const benchSeconds = () => Number(process.env.BENCH_SECONDS ?? 10);

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** pgbench on PATH or in Debian's PostgreSQL directories, if any. */
export function pgbenchPath() {
  const onPath = spawnSync('which', ['pgbench'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return undefined;
  return readdirSync(debian)
    .map((version) => path.join(debian, version, 'bin/pgbench'))
    .find((file) => existsSync(file));
}

export function printTable(title: string, rows: Load[]) {
  console.log(`\n${title}`);
  console.log('| target | requests/s | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
}

// Leaves a migrated database with BENCH_LISTINGS generated listings on DATABASE_URL's server, for EXPLAIN and
// profiling by hand: `DATABASE_URL=postgres://…/postgres npx tsx --conditions=source bench/seed-db.ts <name>`.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../apps/server/src/db/client.js';
import { runMigrations } from '../apps/server/src/db/migrate.js';
import { createDatabase, serverUrl } from '../apps/server/src/test/databases.js';
import { linkListingsToItems, loadListings } from './listings-data.js';

const name = process.argv[2];
const url = process.env.DATABASE_URL;
if (!name || !url) throw new Error('usage: DATABASE_URL=postgres://…/postgres tsx bench/seed-db.ts <database name>');
await createDatabase(url, name);
const { db, pool } = createDb(serverUrl(url, name));
await runMigrations(db);
const listings = Number(process.env.BENCH_LISTINGS ?? 100_000);
const started = Date.now();
await loadListings(db, { listings, storageDir: await mkdtemp(path.join(os.tmpdir(), 'gamesouq-seed-')) });
if (process.env.BENCH_LINK_ITEMS === 'true') console.log(`linked to ${await linkListingsToItems(db, { listings })} catalogue items`);
console.log(`${serverUrl(url, name)}: ${listings} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await pool.end();

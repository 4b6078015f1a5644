import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = ReturnType<typeof createDb>['db'];
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export function createDb(connectionString: string, { max = 10 }: { max?: number } = {}) {
  const pool = new pg.Pool({
    connectionString,
    max,
    // pg waits forever for a free connection by default; a stuck pool must fail the request instead.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // Without a listener an idle client's network error crashes the process.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  // Nor may a checked-out client's (the job queue's LISTEN connection stays checked out), which graphile-worker checks.
  pool.on('connect', (client) => client.on('error', (err) => console.error('[db] client error:', err.message)));
  return { pool, db: drizzle(pool, { schema }) };
}

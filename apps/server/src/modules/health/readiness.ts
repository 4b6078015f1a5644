import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TReadyReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.js';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import type { Storage } from '../../lib/storage/index.js';

type Check = TReadyReply['checks']['database'];

/** How long one dependency may take to answer before the instance counts as not ready. */
const CHECK_TIMEOUT_MS = 3_000;

const migrationCount = () =>
  (JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

async function check(probe: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this instance can serve: its database (migrated to this build's last migration), Redis and storage. */
export async function readiness({
  db,
  redis,
  storage,
  isStopping,
}: {
  db: Db;
  redis: Redis | null;
  storage: Storage;
  isStopping: boolean;
}): Promise<TReadyReply> {
  const [database, migrations, redisCheck, storageCheck] = await Promise.all([
    check(() => db.execute(sql`select 1`)),
    check(async () => {
      const { rows } = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      if ((rows[0] as { n: number }).n < migrationCount()) throw new Error('migrations pending');
    }),
    redis ? check(() => redis.ping()) : Promise.resolve('skipped' as const),
    check(() => storage.ping()),
  ]);
  const checks = {
    instance: isStopping ? ('failed' as const) : ('ok' as const),
    database,
    migrations,
    redis: redisCheck,
    storage: storageCheck,
  };
  return { status: Object.values(checks).includes('failed') ? 'error' : 'ok', checks };
}

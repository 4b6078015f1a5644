import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, dropDatabase, serverUrl } from '../test/databases.js';
import { createDb } from './client.js';
import { preparedQuery } from './prepared-query.js';

const serverPgUrl = inject('pgServerUrl');
const name = `gs_test_${randomBytes(6).toString('hex')}`;
// One connection, so that what it keeps prepared can be read back from it.
let handle: ReturnType<typeof createDb>;

beforeAll(async () => {
  await createDatabase(serverPgUrl, name, inject('pgTemplate'));
  handle = createDb(serverUrl(serverPgUrl, name), { max: 1 });
});
afterAll(async () => {
  await handle.pool.end();
  await dropDatabase(serverPgUrl, name);
});

const prepared = async () =>
  (await handle.db.execute(sql`select statement from pg_prepared_statements`)).rows.map((row) => String(row.statement));

describe('a prepared statement', () => {
  it('gives the rows db.execute gives, dates and numeric arrays as PostgreSQL writes them', async () => {
    const query = (
      id: number,
    ) => sql`select ${id}::int as id, timestamptz '2026-11-28 07:00:00.123+00' + make_interval(days => ${id}) as at,
      date '2026-11-28' as day, interval '26 weeks' as span, array[1.5, 2]::numeric[] as prices, json_build_object('n', ${id}::int) as doc`;
    expect(await preparedQuery(handle.db, query(3))).toEqual((await handle.db.execute(query(3))).rows);
    expect((await preparedQuery<{ at: string }>(handle.db, query(3)))[0]!.at).toBe('2026-12-01 07:00:00.123+00');
  });

  it('is planned once per connection and shape, however many values it is run with', async () => {
    const byId = (id: string) => sql`select id from listings where id = ${id}`;
    const before = (await prepared()).length;
    for (const id of ['a', 'b', 'c']) expect(await preparedQuery(handle.db, byId(id))).toEqual([]);
    const after = await prepared();
    expect(after).toHaveLength(before + 1);
    expect(after.filter((statement) => statement.includes('from listings where id = $1'))).toHaveLength(1);

    await preparedQuery(handle.db, sql`select id from listings where id = ${'a'} or id = ${'b'}`);
    expect(await prepared()).toHaveLength(before + 2);
  });

  it('runs in the caller’s transaction, and stays prepared after it', async () => {
    const before = (await prepared()).length;
    const seen = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('gamesouq.note', 'set in this transaction', true)`);
      return preparedQuery<{ note: string }>(tx, sql`select current_setting(${'gamesouq.note'}) as note`);
    });
    expect(seen).toEqual([{ note: 'set in this transaction' }]);
    expect(await prepared()).toHaveLength(before + 1);
    // Outside it, the setting is gone: the statement ran in the transaction, not beside it.
    expect(await preparedQuery(handle.db, sql`select current_setting(${'gamesouq.note'}, true) as note`)).toEqual([{ note: '' }]);
  });
});

// Benchmark: checkout from the wallet, the server in its own process. Every buyer has one unit of a listing in the
// cart and a funded wallet; each request is a new buyer's checkout (`POST /api/user/orders`), so that the load is
// checkouts only: at saturation (50 connections, closed loop) and at a fixed offered rate (open loop, 200 orders/s;
// a fifth with --small). Ten sellers share 100 listings, so their escrow accounts and listings are contended as a
// popular shop's are. Then the ledger invariants (the tests' check): a failed check exits non-zero.
// `npm run bench checkout`.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { signAccessToken } from '../apps/server/src/modules/auth/tokens.js';
import { reportLedger, seedShop } from './checkout-setup.js';
import { measure, printRows, saturation, type Target } from './load.js';
import { benchDatabase, benchSeconds, startBenchServer } from './support.js';

const SECONDS = benchSeconds();
const RATE = 200;
/** More buyers than two measurements can use, so that no checkout finds its cart already bought. */
const BUYERS = Number(process.env.BENCH_BUYERS ?? 30_000);
const SELLERS = 10;

const database = await benchDatabase('checkout');
const { db } = database;
await seedShop(db, { storageDir: database.storageDir, sellers: SELLERS, buyers: BUYERS });
await db.execute(sql`insert into cart_items (id, user_id, listing_id, quantity)
  select 'bench-cart-' || i, 'bench-user-' || i, 'bench-item-' || (1 + i % 100), 1 from generate_series(${SELLERS + 1}::int, ${SELLERS + BUYERS}::int) i`);
// Each buyer's wallet is funded by a deposit of its own, as in a running marketplace, whose journal holds an entry per
// movement. One entry for all of them left the journal a single row when analysed, and with autovacuum off (this
// machine's PostgreSQL) each journal line's foreign-key check then scanned the whole, growing table (ADR 064).
await db.execute(
  sql`insert into ledger_accounts (id, owner_id, kind, balance) values ('platform:external', null, 'external', ${-BUYERS * 1_000_000}::bigint)`,
);
await db.execute(sql`insert into ledger_accounts (id, owner_id, kind, balance)
  select 'user:bench-user-' || i || ':available', 'bench-user-' || i, 'available', 1000000 from generate_series(${SELLERS + 1}::int, ${SELLERS + BUYERS}::int) i`);
await db.execute(sql`insert into journal_entries (id, kind, user_id, reference, description)
  select 'bench-funding-' || i, 'deposit', 'bench-user-' || i, 'bench-funding-' || i, 'Bench funding'
  from generate_series(${SELLERS + 1}::int, ${SELLERS + BUYERS}::int) i`);
await db.execute(sql`insert into journal_lines (id, entry_id, account_id, amount)
  select 'bench-line-' || i || '-' || side, 'bench-funding-' || i,
    case side when 1 then 'user:bench-user-' || i || ':available' else 'platform:external' end,
    case side when 1 then 1000000 else -1000000 end
  from generate_series(${SELLERS + 1}::int, ${SELLERS + BUYERS}::int) i, generate_series(1, 2) side`);
await db.execute(sql`analyze`);

const secret = randomBytes(32).toString('hex');
// In production mode, as users meet it: replies are not checked against their schemas, and every request is logged.
const server = await startBenchServer({
  DATABASE_URL: database.url,
  JWT_SECRET: secret,
  DATA_DIR: database.storageDir,
});
let nextBuyer = SELLERS + 1;
const tokens: string[] = [];
for (let i = SELLERS + 1; i <= SELLERS + BUYERS; i++) {
  tokens.push(await signAccessToken(secret, { user: { id: `bench-user-${i}`, role: 'user' }, sessionId: 'bench' }));
}
const checkout = (): Target => {
  if (nextBuyer > SELLERS + BUYERS) throw new Error(`More than ${BUYERS} checkouts: raise BENCH_BUYERS.`);
  const token = tokens[nextBuyer++ - SELLERS - 1]!;
  return {
    path: '/api/user/orders',
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  };
};
// Warm-up, not counted: the server's first requests compile and cache what later ones reuse.
await saturation(server.baseUrl, checkout, { seconds: 2 });
const row = await measure('POST /api/user/orders (1 item, wallet)', server.baseUrl, checkout, {
  rate: RATE,
  seconds: SECONDS,
  pid: server.pid,
});
const waitingJobs = async () =>
  Number(
    (
      (await db.execute(sql`select (select count(*) from graphile_worker._private_jobs) + (select count(*) from event_outbox) as n`))
        .rows[0] as { n: number }
    ).n,
  );
const backlog = await waitingJobs();
printRows(`Checkout, ${database.engine}, ${SECONDS} s per measurement (server in its own process)`, [row]);
console.log(`Domain events still queued after the measurements (invoices, notifications): ${backlog}`);
await server.stop();

await reportLedger(db);
await database.close();

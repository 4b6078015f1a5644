// Benchmark: checkout throughput and latency with 50 concurrent buyers, each buying one unit at a time from the
// wallet, then the ledger invariants (the tests' check); a failed check exits non-zero. `npm run bench checkout`.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createLogMessenger } from '../apps/server/src/lib/messaging.js';
import { localStorage } from '../apps/server/src/lib/storage/index.js';
import { signAccessToken } from '../apps/server/src/modules/auth/tokens.js';
import { ensureBaseCatalog } from '../apps/server/src/modules/catalog/base-catalog.js';
import { checkLedger, isLedgerSound } from '../apps/server/src/modules/wallet/ledger-check.js';
import { benchDatabase, printTable } from './support.js';

const BUYERS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const database = await benchDatabase('checkout');
const { db } = database;
await ensureBaseCatalog(db, localStorage(database.storageDir));
await db.execute(sql`insert into users (id, name, email, phone, password_hash, role, verified)
  select 'bench-user-' || i, 'User ' || i, 'user' || i || '@bench.sa', '+9665' || lpad(i::text, 8, '0'), 'x', case when i <= 10 then 'trader' else 'user' end, true
  from generate_series(1, ${10 + BUYERS}) i`);
await db.execute(sql`insert into listings (id, seller_id, title, price_halalas, quantity, status)
  select 'bench-item-' || i, 'bench-user-' || (1 + i % 10), 'Bench item ' || i, 5000 + i * 100, 1000000, 'active' from generate_series(1, 100) i`);
// Each buyer's wallet is funded through the ledger, as a deposit would.
await db.execute(
  sql`insert into ledger_accounts (id, owner_id, kind, balance) values ('platform:external', null, 'external', ${-BUYERS * 100_000_000})`,
);
await db.execute(sql`insert into ledger_accounts (id, owner_id, kind, balance)
  select 'user:bench-user-' || i || ':available', 'bench-user-' || i, 'available', 100000000 from generate_series(11, ${10 + BUYERS}) i`);
await db.execute(
  sql`insert into journal_entries (id, kind, reference, description) values ('bench-funding', 'deposit', 'bench-funding', 'Bench funding')`,
);
await db.execute(sql`insert into journal_lines (id, entry_id, account_id, amount)
  select 'bench-line-' || id, 'bench-funding', id, balance from ledger_accounts`);

const secret = randomBytes(32).toString('hex');
const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, STORAGE_DIR: database.storageDir, WEB_DIST_DIR: '/nonexistent' });
const app = await buildApp(
  { config, db, messenger: createLogMessenger({ isProduction: true, log: () => {} }), secret, storage: localStorage(database.storageDir) },
  { logger: false },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/user/orders`;

const latencies: number[] = [];
let errors = 0;
const deadline = Date.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: BUYERS }, async (_, index) => {
    const token = await signAccessToken(secret, { user: { id: `bench-user-${11 + index}`, role: 'user' }, sessionId: 'bench' });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    for (let n = 0; Date.now() < deadline; n++) {
      // Checkout buys from the cart: the line goes in first, and only the checkout is timed.
      const line = JSON.stringify({ productId: `bench-item-${1 + ((index * 7 + n) % 100)}`, quantity: 1 });
      await (await fetch(`${url.replace('/orders', '/cart')}`, { method: 'POST', headers, body: line })).arrayBuffer();
      const started = performance.now();
      const response = await fetch(url, { method: 'POST', headers, body: '{}' });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 201) errors++;
    }
  }),
);
latencies.sort((a, b) => a - b);
const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
printTable(`Checkout, ${BUYERS} concurrent buyers, ${SECONDS} s, ${database.engine}`, [
  { name: 'POST /api/user/orders (1 item)', rps: Math.round(latencies.length / SECONDS), p50: at(0.5), p99: at(0.99), errors },
]);

const check = await checkLedger(db);
const orderCount = Number(((await db.execute(sql`select count(*)::int as n from orders`)).rows[0] as { n: number }).n);
const listed = (list: string[]) => (list.length ? `${list.length} (${list.slice(0, 5).join(', ')}${list.length > 5 ? ', ...' : ''})` : '0');
console.log(`\nLedger after the run, ${orderCount} orders: sum of all accounts ${check.total}, negative user accounts ${listed(check.negativeAccounts)},
balances off their journal lines ${listed(check.driftedAccounts)}, unbalanced entries ${listed(check.unbalancedEntries)},
orders whose escrow does not hold their amount ${listed(check.escrowMismatches)}`);
if (!isLedgerSound(check)) {
  console.error('LEDGER CHECK FAILED: the sum must be 0, and no account negative, drifted or unbalanced, no order escrow mismatched.');
  process.exitCode = 1;
} else console.log('Ledger check passed.');
await app.close();
await database.close();

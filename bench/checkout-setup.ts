// What the two checkout benchmarks share: the shop they buy from, and the ledger check that ends them.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.js';
import { localStorage } from '../apps/server/src/lib/storage/index.js';
import { ensureBaseCatalog } from '../apps/server/src/modules/catalog/base-catalog.js';
import { checkLedger, isLedgerSound } from '../apps/server/src/modules/wallet/ledger-check.js';

/**
 * The base catalogue, `sellers` traders (bench-user-1 … bench-user-<sellers>), `buyers` users after them, and 100
 * active listings the sellers share, so that their escrow accounts and listings are contended as a popular shop's are.
 */
export async function seedShop(db: Db, { storageDir, sellers, buyers }: { storageDir: string; sellers: number; buyers: number }) {
  await ensureBaseCatalog(db, localStorage(storageDir));
  await db.execute(sql`insert into users (id, name, email, phone, password_hash, role, verified)
    select 'bench-user-' || i, 'User ' || i, 'user' || i || '@bench.sa', '+9665' || lpad(i::text, 8, '0'), 'x', case when i <= ${sellers}::int then 'trader' else 'user' end, true
    from generate_series(1, ${sellers + buyers}::int) i`);
  await db.execute(sql`insert into listings (id, seller_id, title, price_halalas, quantity, status)
    select 'bench-item-' || i, 'bench-user-' || (1 + i % ${sellers}::int), 'Bench item ' || i, 5000 + i * 100, 1000000, 'active' from generate_series(1, 100) i`);
}

/** The ledger invariants after a run (the tests' check), with the orders by status; a failed check exits non-zero. */
export async function reportLedger(db: Db) {
  const check = await checkLedger(db);
  const counts = (await db.execute(sql`select status, count(*)::int as n from orders group by status order by status`)).rows as {
    status: string;
    n: number;
  }[];
  const listed = (list: string[]) =>
    list.length ? `${list.length} (${list.slice(0, 5).join(', ')}${list.length > 5 ? ', ...' : ''})` : '0';
  console.log(`\nOrders after the run: ${counts.map((c) => `${c.status} ${c.n}`).join(', ') || 'none'}.
Ledger: sum of all accounts ${check.total}, negative user accounts ${listed(check.negativeAccounts)},
balances off their journal lines ${listed(check.driftedAccounts)}, unbalanced entries ${listed(check.unbalancedEntries)},
orders whose escrow does not hold their amount ${listed(check.escrowMismatches)}`);
  if (!isLedgerSound(check)) {
    console.error('LEDGER CHECK FAILED: the sum must be 0, and no account negative, drifted or unbalanced, no order escrow mismatched.');
    process.exitCode = 1;
  } else console.log('Ledger check passed.');
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * The columns that only the server (or an admin) decides: roles and verification, money, prices, statuses, owners,
 * ratings, promo usage. A client body can legitimately touch none of them except through the route meant for it.
 */
const PRIVILEGED: Record<string, { key: string; columns: string[] }> = {
  users: { key: 'id', columns: ['role', 'verified', 'suspended_at is not null as suspended', 'vat_number', 'cr_number'] },
  ledger_accounts: { key: "coalesce(owner_id, 'platform') || '/' || kind", columns: ['balance'] },
  listings: {
    key: 'id',
    columns: ['seller_id', 'status', 'price_halalas', 'quantity', 'discount_percentage', 'shipping_cost_halalas'],
  },
  orders: {
    key: 'id',
    columns: ['buyer_id', 'seller_id', 'status', 'payment_status', 'subtotal', 'shipping', 'tax', 'discount', 'total', 'escrow'],
  },
  order_items: { key: 'id', columns: ['listing_id', 'unit_price', 'quantity', 'discount_percentage'] },
  withdrawals: { key: 'id', columns: ['user_id', 'status', 'amount_halalas', 'decided_by'] },
  reviews: { key: 'id', columns: ['buyer_id', 'seller_id', 'rating'] },
  disputes: { key: 'id', columns: ['opened_by', 'status', 'resolution', 'refund_amount'] },
  seller_requests: { key: 'id', columns: ['user_id', 'type', 'status', 'decided_by'] },
  listing_reports: { key: 'id', columns: ['reporter_id', 'status', 'decided_by'] },
  account_deletion_requests: { key: 'id', columns: ['user_id', 'status'] },
  promo_codes: { key: 'id', columns: ['type', 'value_hundredths', 'usage_limit', 'used_count', 'active'] },
  messages: { key: 'id', columns: ['sender_id'] },
  offers: { key: 'id', columns: ['buyer_id', 'seller_id', 'status', 'price_halalas'] },
  identity_verifications: { key: 'id', columns: ['user_id', 'status', 'verified_name'] },
};

export type PrivilegedState = Map<string, Record<string, unknown>>;

export async function privilegedState(db: Db): Promise<PrivilegedState> {
  const state: PrivilegedState = new Map();
  for (const [table, { key, columns }] of Object.entries(PRIVILEGED)) {
    const result = await db.execute(sql.raw(`select ${key} as key, ${columns.join(', ')} from ${table}`));
    for (const { key: id, ...row } of result.rows as { key: string }[]) state.set(`${table}:${id}`, row);
  }
  return state;
}

/**
 * What changed between two states, one line per change, with ids written as the names given in `aliases`
 * (`buyer`, `ad`...): `orders:new status=pending buyer_id=buyer ...`, `listings:ad status: pending_review → active`,
 * `ledger_accounts:buyer/available balance: -11000`. Rows added by the call are `new`.
 */
export function privilegedChanges(before: PrivilegedState, after: PrivilegedState, aliases: Map<string, string>): string[] {
  const name = (value: unknown) => {
    if (typeof value !== 'string') return String(value);
    return value.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => aliases.get(id) ?? 'someone');
  };
  const lines: string[] = [];
  for (const [key, row] of after) {
    const [table, id] = key.split(/:(.*)/s) as [string, string];
    const previous = before.get(key);
    if (!previous) {
      // A new row is named by its key when that says something (a ledger account's owner and kind), else `new`.
      const label = name(id).includes('someone') ? 'new' : name(id);
      const values = Object.entries(row).map(([column, value]) => `${column}=${name(value)}`);
      lines.push(`${table}:${label} ${values.join(' ')}`);
      continue;
    }
    for (const [column, value] of Object.entries(row)) {
      if (String(previous[column]) === String(value)) continue;
      // Balances move by amounts: the difference reads better than two totals that depend on everything before.
      const delta = Number(value) - Number(previous[column]);
      const change = column === 'balance' ? `${delta > 0 ? '+' : ''}${delta}` : `${name(previous[column])} → ${name(value)}`;
      lines.push(`${table}:${name(id)} ${column}: ${change}`);
    }
  }
  for (const key of before.keys()) if (!after.has(key)) lines.push(`${name(key)} deleted`);
  return lines.sort();
}

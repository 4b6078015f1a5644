import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { toPromoView } from './promo-codes.js';
import { promoCodes } from './tables.js';

/** Promo codes by id, as the admin screen shows them, each once. */
export async function promoSnapshots(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(promoCodes).where(inArray(promoCodes.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toPromoView(row)]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

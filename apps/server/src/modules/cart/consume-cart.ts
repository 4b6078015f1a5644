import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-query.js';
import { cartItems } from './tables.js';

type Bought = { productId: string; quantity: number };

/** The lines `consumeCartSql` takes out of `buyerId`'s cart, as the JSON value it reads. */
export const cartLinesBought = (buyerId: string, lines: Bought[]) =>
  JSON.stringify({ buyerId, lines: lines.map((line) => ({ listing_id: line.productId, quantity: line.quantity })) });

/**
 * Takes the lines bought (`bought`, a JSON value of `cartLinesBought`) out of the buyer's cart, as common table
 * expressions of the caller's statement (`cart_…`): a line bought whole leaves, a line bought in part keeps the rest.
 * The lines are locked first and what each keeps is reckoned from them as they are then, so a line the buyer changed
 * meanwhile (possible while a payment was pending) loses at most what it still holds. The text is the same whatever is
 * bought (ADR 064).
 */
export function consumeCartSql(bought: SQLWrapper) {
  return sql`cart_bought as (
      select doc ->> 'buyerId' as user_id, b.listing_id, b.quantity
      from (select ${bought}::jsonb as doc) given, jsonb_to_recordset(doc -> 'lines') b(listing_id text, quantity int)
    ),
    cart_held as materialized (
      select c.user_id, c.listing_id, c.quantity - b.quantity as keeps
      from ${cartItems} c join cart_bought b on b.user_id = c.user_id and b.listing_id = c.listing_id
      order by c.listing_id for update of c
    ),
    cart_gone as (
      delete from ${cartItems} c using cart_held h where c.user_id = h.user_id and c.listing_id = h.listing_id and h.keeps <= 0
    ),
    cart_kept as (
      update ${cartItems} c set quantity = h.keeps from cart_held h
      where c.user_id = h.user_id and c.listing_id = h.listing_id and h.keeps > 0
    )`;
}

const consumeStatement = preparedStatement(() => sql`with ${consumeCartSql(sql.placeholder('bought'))} select 1`);

/** `consumeCartSql` in a statement of its own. */
export async function consumeCartLines(tx: Tx, { buyerId, lines }: { buyerId: string; lines: Bought[] }) {
  if (lines.length === 0) return;
  await consumeStatement(tx, { bought: cartLinesBought(buyerId, lines) });
}

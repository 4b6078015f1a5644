import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { cartItems } from './tables.js';

type Bought = { productId: string; quantity: number };

/**
 * Takes the lines bought out of the buyer's cart, as common table expressions of the caller's statement (`cart_…`):
 * a line bought whole leaves, a line bought in part keeps the rest. The lines are locked first and what each keeps is
 * reckoned from them as they are then, so a line the buyer changed meanwhile (possible while a payment was pending)
 * loses at most what it still holds.
 */
export function consumeCartSql(buyerId: string, lines: Bought[]) {
  const bought = sql.join(
    lines.map((line) => sql`(${line.productId}, ${line.quantity}::int)`),
    sql`, `,
  );
  return sql`cart_bought(listing_id, quantity) as (values ${bought}),
    cart_held as materialized (
      select c.listing_id, c.quantity - b.quantity as keeps from ${cartItems} c join cart_bought b on b.listing_id = c.listing_id
      where c.user_id = ${buyerId} order by c.listing_id for update of c
    ),
    cart_gone as (
      delete from ${cartItems} c using cart_held h where c.user_id = ${buyerId} and c.listing_id = h.listing_id and h.keeps <= 0
    ),
    cart_kept as (
      update ${cartItems} c set quantity = h.keeps from cart_held h where c.user_id = ${buyerId} and c.listing_id = h.listing_id and h.keeps > 0
    )`;
}

/** `consumeCartSql` in a statement of its own. */
export async function consumeCartLines(tx: Tx, { buyerId, lines }: { buyerId: string; lines: Bought[] }) {
  if (lines.length === 0) return;
  await tx.execute(sql`with ${consumeCartSql(buyerId, lines)} select 1`);
}

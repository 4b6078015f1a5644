import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { cartItems } from '../cart/index.js';

/**
 * Takes the lines bought out of the buyer's cart: a line bought whole leaves, a line bought in part keeps the rest.
 * A line the buyer changed meanwhile (possible while a payment was pending) loses at most what it still holds.
 */
export async function consumeCartLines(tx: Tx, { buyerId, lines }: { buyerId: string; lines: { productId: string; quantity: number }[] }) {
  if (lines.length === 0) return;
  const held = await tx
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, buyerId),
        inArray(
          cartItems.listingId,
          lines.map((line) => line.productId),
        ),
      ),
    )
    .orderBy(cartItems.listingId)
    .for('update');
  const inCart = new Map(held.map((line) => [line.listingId, line.quantity]));
  for (const { productId, quantity } of lines) {
    const line = and(eq(cartItems.userId, buyerId), eq(cartItems.listingId, productId));
    const left = (inCart.get(productId) ?? 0) - quantity;
    if (left > 0) await tx.update(cartItems).set({ quantity: left }).where(line);
    else await tx.delete(cartItems).where(line);
  }
}

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../users/index.js';
import { lockOrder } from './change-order.js';
import { orders } from './tables.js';

/** Wrong codes a seller may type before the hand-over locks, and for how long it then stays locked. */
export const PICKUP_CODE_TRIES = 5;
const LOCK_MINUTES = 15;

/**
 * The seller confirms a pickup's hand-over with the code the buyer shows: the order is delivered and its protection
 * window starts now (ADR 021). A wrong code is counted (committed, so retrying cannot reset it) and answered with
 * the tries left; the fifth locks the hand-over for 15 minutes. Confirming again changes nothing.
 */
export async function handOverPickup(db: Db, { orderId, user, code }: { orderId: string; user: UserRow; code: string }) {
  const outcome = await inTransaction(db, async (tx) => {
    const { order, actor } = await lockOrder(tx, { orderId, user });
    if (actor !== 'seller' || order.status !== 'ready_for_pickup' || !order.pickupCode) throw new AppError('INVALID_STATUS_CHANGE');
    if (order.deliveredAt) return { ok: true as const };
    const lockedMs = order.pickupCodeLockedUntil ? order.pickupCodeLockedUntil.getTime() - Date.now() : 0;
    if (lockedMs > 0) return { ok: false as const, lockedMinutes: Math.ceil(lockedMs / 60_000), triesLeft: 0 };
    if (code === order.pickupCode) {
      await tx
        .update(orders)
        .set({ deliveredAt: sql`now()`, protectionStartsAt: sql`now()`, pickupCodeFailures: 0, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
      return { ok: true as const };
    }
    const failures = order.pickupCodeFailures + 1;
    const locks = failures >= PICKUP_CODE_TRIES;
    await tx
      .update(orders)
      .set({
        pickupCodeFailures: locks ? 0 : failures,
        pickupCodeLockedUntil: locks ? sql`now() + make_interval(mins => ${LOCK_MINUTES})` : null,
      })
      .where(eq(orders.id, orderId));
    return { ok: false as const, lockedMinutes: locks ? LOCK_MINUTES : undefined, triesLeft: PICKUP_CODE_TRIES - failures };
  });
  if (outcome.ok) return;
  if (outcome.lockedMinutes !== undefined) {
    throw new AppError(
      'PICKUP_CODE_LOCKED',
      { key: 'errors.pickupCodeLockedFor', params: { minutes: outcome.lockedMinutes } },
      { retryAfter: outcome.lockedMinutes * 60 },
    );
  }
  throw new AppError('PICKUP_CODE_WRONG', { key: 'errors.pickupCodeWrongTries', params: { triesLeft: outcome.triesLeft } });
}

import type { TReviewReply } from '@gamesouq/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { recordEvent } from '../events/record-event.js';
import type { UserRow } from '../users/tables.js';
import { lockOrder } from './change-order.js';
import { reviews } from './tables.js';

/** Rate & Review (design §4): the buyer of a completed order, once. */
export async function reviewOrder(
  tx: Tx,
  { orderId, user, rating, review }: { orderId: string; user: UserRow; rating: number; review: string },
): Promise<TReviewReply> {
  const { order, actor } = await lockOrder(tx, { orderId, user });
  if (actor !== 'buyer' || order.status !== 'completed') throw new AppError('INVALID_STATUS_CHANGE', 'errors.reviewNotCompleted');
  const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, orderId));
  if (existing) throw new AppError('ALREADY_REVIEWED');
  await tx.insert(reviews).values({ id: newId(), orderId, buyerId: user.id, sellerId: order.sellerId, rating, review });
  await recordEvent(tx, { type: 'order_reviewed', orderId, rating });
  return { success: true, message: 'Rating submitted successfully!' };
}

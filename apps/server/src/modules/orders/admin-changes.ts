import type { TAdminOrderEdit } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { type Actor, recordAudit } from '../audit/index.js';
import type { UserRow } from '../users/index.js';
import { lockOrder, moveOrder } from './change-order.js';
import { orders } from './tables.js';

/** An admin's edit: the status through the order state machine as the admin actor; the shipping address replaced. */
export async function editOrderAsAdmin(
  db: Db,
  { orderId, admin, actor, edit }: { orderId: string; admin: UserRow; actor: Actor; edit: TAdminOrderEdit },
) {
  return inTransaction(db, async (tx) => {
    const { order: before } = await lockOrder(tx, { orderId, user: admin });
    if (edit.status && edit.status !== before.status) {
      await moveOrder(tx, { orderId, user: admin, to: edit.status, reason: edit.reason || 'Cancelled by an admin' });
    }
    if (edit.shippingAddress) {
      await tx
        .update(orders)
        .set({ shippingAddress: { ...before.shippingAddress, ...edit.shippingAddress }, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
    }
    const [after] = await tx.select().from(orders).where(eq(orders.id, orderId));
    await recordAudit(tx, actor, { action: 'orders.update', entityType: 'order', entityId: orderId, before, after });
    return { before, after: after! };
  });
}

/** Takes a settled order (completed or cancelled) out of the admin lists; its money history stays intact. */
export async function archiveOrder(db: Db, { orderId, actor }: { orderId: string; actor: Actor }) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'errors.orderNotFound');
    if (before.status !== 'completed' && before.status !== 'canceled') {
      throw new AppError('INVALID_STATUS_CHANGE', 'errors.orderNotDeletable');
    }
    await tx.update(orders).set({ archivedAt: sql`now()` }).where(eq(orders.id, orderId));
    await recordAudit(tx, actor, { action: 'orders.delete', entityType: 'order', entityId: before.id, before, after: null });
    return before;
  });
}

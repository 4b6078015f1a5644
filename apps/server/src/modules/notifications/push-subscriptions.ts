import { createHash, ECDH } from 'node:crypto';
import type { TPushSubscription } from '@gamesouq/core';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { pushSubscriptions } from './tables.js';

/** A p256dh key that is not a point of the P-256 curve could never be encrypted to: refused when saved, not when sent. */
function assertCurvePoint(p256dh: string) {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
  } catch {
    throw new AppError('VALIDATION_FAILED', 'validation.pushSubscriptionInvalid');
  }
}

/** A device's id: the SHA-256 of its endpoint (base64url), which the browser can work out again to forget it. */
export const pushSubscriptionId = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url');

/**
 * Saves this browser's subscription for the signed-in user (one per device; a user has as many as devices). The
 * endpoint names the device: a device someone else signed in on before now belongs to this user, with its new keys.
 */
export async function savePushSubscription(db: DbOrTx, { userId, subscription }: { userId: string; subscription: TPushSubscription }) {
  const { endpoint, keys } = subscription;
  assertCurvePoint(keys.p256dh);
  const id = pushSubscriptionId(endpoint);
  await db
    .insert(pushSubscriptions)
    .values({ id, userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({ target: pushSubscriptions.id, set: { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: sql`now()` } });
  return id;
}

/** Forgets this browser for the signed-in user (push turned off here, or signing out); another user's device is left alone. */
export async function deletePushSubscription(db: DbOrTx, { userId, id }: { userId: string; id: string }) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)));
}

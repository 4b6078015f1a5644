import type { TIdentityVerificationReply } from '@gamesouq/core';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { violatedConstraint } from '../../lib/constraint.js';
import { hmac, newId } from '../../lib/ids.js';
import { markUserVerified, users } from '../users/index.js';
import type { IdentityProvider } from './identity-provider.js';
import { type IdentityVerificationRow, identityVerifications } from './tables.js';

type Context = { provider: IdentityProvider; secret: string };

/** Verifications a user may start per hour: each one pushes a request to the person's phone. */
export const IDENTITY_STARTS_PER_HOUR = 5;

const idHash = (secret: string, nationalId: string) => hmac(secret, `national-id:${nationalId}`);

async function latestOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .orderBy(desc(identityVerifications.createdAt))
    .limit(1);
  return row ?? null;
}

async function approvedOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: identityVerifications.id })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.status, 'approved')))
    .limit(1);
  return row ?? null;
}

/**
 * Starts proving the user's identity: the provider makes a request and gives the number the user must pick in its
 * app. An ID that verified another account is refused before the provider is asked; an account verified already is
 * answered its verification as it stands (nothing to start).
 */
export async function startIdentityVerification(
  db: Db,
  { provider, secret }: Context,
  { userId, nationalId, language }: { userId: string; nationalId: string; language: 'ar' | 'en' },
) {
  if (await approvedOf(db, userId)) return identityVerificationOf(db, { provider, secret }, userId);
  // Counted from the record, so that every server instance and a restart agree; only valid requests count.
  const [recent] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, userId), gt(identityVerifications.createdAt, sql`now() - interval '1 hour'`)));
  if ((recent?.count ?? 0) >= IDENTITY_STARTS_PER_HOUR) throw new AppError('RATE_LIMITED');
  const nationalIdHash = idHash(secret, nationalId);
  const [taken] = await db
    .select({ id: identityVerifications.id })
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.nationalIdHash, nationalIdHash),
        eq(identityVerifications.status, 'approved'),
        ne(identityVerifications.userId, userId),
      ),
    );
  if (taken) throw new AppError('IDENTITY_TAKEN');
  const id = newId();
  const request = await provider.start({ nationalId, requestId: id, language });
  await db.transaction(async (tx) => {
    // A new request replaces a pending one: the old number is no longer the one to pick.
    await tx
      .update(identityVerifications)
      .set({ status: 'expired', pendingNationalId: null, decidedAt: sql`now()` })
      .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.status, 'pending')));
    await tx.insert(identityVerifications).values({
      id,
      userId,
      provider: provider.name,
      nationalIdHash,
      idLastDigits: nationalId.slice(-4),
      pendingNationalId: nationalId,
      transactionId: request.transactionId,
      number: request.number,
      expiresAt: request.expiresAt,
    });
  });
  return identityVerificationOf(db, { provider, secret }, userId);
}

/** Records the provider's answer; an approval gives the account its verified-identity badge, in one transaction. */
async function settle(db: Db, row: IdentityVerificationRow, outcome: { status: IdentityVerificationRow['status']; name: string | null }) {
  if (outcome.status === 'pending') return;
  try {
    await inTransaction(db, async (tx) => {
      const [settled] = await tx
        .update(identityVerifications)
        .set({ status: outcome.status, verifiedName: outcome.name, pendingNationalId: null, decidedAt: sql`now()` })
        .where(and(eq(identityVerifications.id, row.id), eq(identityVerifications.status, 'pending')))
        .returning();
      if (settled?.status === 'approved') {
        await markUserVerified(tx, row.userId);
      }
    });
  } catch (error) {
    if (violatedConstraint(error) !== 'identity_verifications_one_account_per_id') throw error;
    // Another account was verified with this ID meanwhile: this one is not.
    await db
      .update(identityVerifications)
      .set({ status: 'rejected', pendingNationalId: null, decidedAt: sql`now()` })
      .where(and(eq(identityVerifications.id, row.id), eq(identityVerifications.status, 'pending')));
    throw new AppError('IDENTITY_TAKEN');
  }
}

/** The user's latest verification as they see it, asking the provider first while it is pending. */
export async function identityVerificationOf(db: Db, { provider }: Context, userId: string): Promise<TIdentityVerificationReply> {
  let row = await latestOf(db, userId);
  if (row?.status === 'pending') {
    const nationalId = row.pendingNationalId;
    if (row.expiresAt.getTime() <= Date.now() || !nationalId) await settle(db, row, { status: 'expired', name: null });
    else await settle(db, row, await provider.status({ nationalId, transactionId: row.transactionId, number: row.number }));
    row = await latestOf(db, userId);
  }
  const [user] = await db.select({ verified: users.verified }).from(users).where(eq(users.id, userId));
  return {
    isVerified: Boolean(user?.verified) && Boolean(await approvedOf(db, userId)),
    verification: row && {
      id: row.id,
      status: row.status,
      number: row.number,
      idLastDigits: row.idLastDigits,
      verifiedName: row.verifiedName,
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      sandboxAppUrl: row.status === 'pending' && row.provider === 'sandbox' ? provider.appUrl(row.transactionId) : null,
    },
  };
}

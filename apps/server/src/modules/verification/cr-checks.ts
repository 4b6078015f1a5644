import type { TCrCheckView } from '@gamesouq/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { findSellerRequest } from '../users/index.js';
import type { CrProvider } from './cr-provider.js';
import { type CrCheckResult, crChecks, identityVerifications } from './tables.js';

/** Names compared the way a person would: case, spaces, punctuation and Arabic letter variants aside. */
const normalised = (name: string) =>
  name
    .toLowerCase()
    .replace(/[إأآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[^\p{L}\p{N}]+/gu, '');

const viewOf = (row: typeof crChecks.$inferSelect): TCrCheckView => ({ ...row.result, checkedAt: row.checkedAt.toISOString() });

/**
 * Asks the CR provider about a shop request's CR number and keeps the answer (asking again replaces it). An
 * unreachable provider is a clear error for the admin, and nothing is kept.
 */
/** An admin asking again (`actor`) is noted in the audit log with the answer, in the same transaction as it is kept. */
export async function checkRequestCr(db: Db, provider: CrProvider, requestId: string, actor: Actor | null = null): Promise<TCrCheckView> {
  const request = await findSellerRequest(db, requestId);
  if (request.type !== 'store' || !request.crNumber) throw new AppError('BAD_REQUEST', 'validation.crNumberInvalid');
  let record: Awaited<ReturnType<CrProvider['lookUp']>>;
  try {
    record = await provider.lookUp(request.crNumber);
  } catch (error) {
    throw Object.assign(new AppError('VERIFICATION_UNAVAILABLE'), { cause: error });
  }
  const result: CrCheckResult = {
    status: record.status,
    crNumber: request.crNumber,
    name: record.name,
    owners: record.owners,
    nameMatches: Boolean(record.name && request.storeName && normalised(record.name) === normalised(request.storeName)),
  };
  const keep = async (tx: DbOrTx) => {
    const [row] = await tx
      .insert(crChecks)
      .values({ sellerRequestId: request.id, provider: provider.name, result })
      .onConflictDoUpdate({ target: crChecks.sellerRequestId, set: { provider: provider.name, result, checkedAt: new Date() } })
      .returning();
    const view = viewOf(row!);
    if (actor)
      await recordAudit(tx, actor, { action: 'requests.cr-check', entityType: 'seller_request', entityId: request.id, after: view });
    return view;
  };
  return actor ? db.transaction(keep) : keep(db);
}

/** The kept CR checks of these requests, by request id. */
export async function crChecksOf(db: Db, requestIds: string[]) {
  if (requestIds.length === 0) return new Map<string, TCrCheckView>();
  const rows = await db.select().from(crChecks).where(inArray(crChecks.sellerRequestId, requestIds));
  return new Map(rows.map((row) => [row.sellerRequestId, viewOf(row)]));
}

/** A shop whose CR the registry says is no longer in force does not get the verified-shop badge: its approval is refused. */
export async function assertCrNotExpired(db: Db, requestId: string) {
  const [row] = await db.select().from(crChecks).where(eq(crChecks.sellerRequestId, requestId));
  if (row?.result.status === 'expired') throw new AppError('CR_NOT_ACTIVE');
}

/** Requests checked on their own when an admin lists them, at most: the rest wait for the next listing or the button. */
const AUTO_CHECKS_PER_LISTING = 20;

/**
 * The admin's request cards with what the providers said: each shop request's CR check (pending ones not yet checked
 * are checked now, a provider that does not answer leaves them unchecked) and the applicant's verified identity name.
 */
export async function withVerification<T extends { id: string; userId: string; type: string; status: string; crNumber: string }>(
  db: Db,
  provider: CrProvider,
  requests: T[],
): Promise<(T & { crCheck: TCrCheckView | null; verifiedIdentityName: string | null })[]> {
  const checks = await crChecksOf(
    db,
    requests.map((r) => r.id),
  );
  const unchecked = requests
    .filter((r) => r.type === 'store' && r.status === 'pending' && r.crNumber && !checks.has(r.id))
    .slice(0, AUTO_CHECKS_PER_LISTING);
  await Promise.all(
    unchecked.map(async (r) => {
      const check = await checkRequestCr(db, provider, r.id).catch(() => null);
      if (check) checks.set(r.id, check);
    }),
  );
  const names = await verifiedIdentityNames(
    db,
    requests.map((r) => r.userId),
  );
  return requests.map((r) => ({ ...r, crCheck: checks.get(r.id) ?? null, verifiedIdentityName: names.get(r.userId) ?? null }));
}

/** The names the identity provider gave these users when it verified them. */
async function verifiedIdentityNames(db: Db, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ userId: identityVerifications.userId, name: identityVerifications.verifiedName })
    .from(identityVerifications)
    .where(and(inArray(identityVerifications.userId, userIds), eq(identityVerifications.status, 'approved')));
  return new Map(rows.map((row) => [row.userId, row.name ?? '']));
}

import { type TSellerRequestView, ZSellerApplication } from '@gamesouq/core';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { violatedConstraint } from '../../lib/constraint.js';
import { storeDocument } from '../../lib/documents.js';
import { newId } from '../../lib/ids.js';
import type { MultipartForm } from '../../lib/multipart.js';
import type { Storage } from '../../lib/storage/index.js';
import { parseWith } from '../../lib/validate.js';
import { recordEvent } from '../events/index.js';
import { type SellerRequestRow, sellerRequests, type UserRow, userProfiles, users } from './tables.js';

/** A user applies to sell as a store (becoming a trader) or as a verified person; one open request at a time. */
export async function applyForSelling(db: Db, { user, form, storage }: { user: UserRow; form: MultipartForm; storage: Storage }) {
  const input = parseWith(ZSellerApplication, form.fields);
  const fileOf = async (field: string) => {
    const file = form.files.find((f) => f.field === field);
    return file ? storeDocument(file.buffer, storage) : null;
  };
  try {
    const [row] = await db
      .insert(sellerRequests)
      .values({
        id: newId(),
        userId: user.id,
        ...input,
        registrationCertificate: await fileOf('registrationCertificate'),
        vatCertificate: await fileOf('vatCertificate'),
      })
      .returning();
    return row!;
  } catch (error) {
    if (violatedConstraint(error) === 'seller_requests_one_open') throw new AppError('SELLER_REQUEST_OPEN');
    throw error;
  }
}

export async function latestSellerRequest(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(sellerRequests)
    .where(eq(sellerRequests.userId, userId))
    .orderBy(desc(sellerRequests.createdAt))
    .limit(1);
  return row ?? null;
}

type Query = { type: 'traders' | 'person'; sort: 'date' | 'name'; status: SellerRequestRow['status']; search?: string };

const documentUrl = (row: SellerRequestRow, field: 'registrationCertificate' | 'vatCertificate') =>
  row[field] ? `/api/admin/requests/${row.id}/documents/${field}` : null;

/** The Clients screen's request cards, with the applicant's name, phone and email from their account. */
export async function listSellerRequests(
  db: Db,
  { type, sort, status, search }: Query,
): Promise<Omit<TSellerRequestView, 'crCheck' | 'verifiedIdentityName'>[]> {
  const conditions: SQL[] = [eq(sellerRequests.type, type === 'traders' ? 'store' : 'person'), eq(sellerRequests.status, status)];
  if (search?.trim()) {
    const like = `%${search.trim()}%`;
    conditions.push(
      sql`(${users.name} ilike ${like} or ${users.email} ilike ${like} or ${users.phone} ilike ${like} or ${sellerRequests.storeName} ilike ${like})`,
    );
  }
  const rows = await db
    .select({ request: sellerRequests, user: users })
    .from(sellerRequests)
    .innerJoin(users, eq(users.id, sellerRequests.userId))
    .where(and(...conditions))
    .orderBy(sort === 'name' ? asc(users.name) : desc(sellerRequests.createdAt))
    .limit(500);
  return rows.map(({ request, user }) => ({
    id: request.id,
    _id: request.id,
    userId: user.id,
    type: request.type,
    status: request.status,
    date: request.createdAt.toISOString(),
    storeName: request.storeName,
    cityLocation: request.cityLocation,
    sellerName: user.name,
    phoneNumber: user.phone ?? '',
    email: user.email ?? '',
    civilId: request.civilId,
    registrationCertificate: documentUrl(request, 'registrationCertificate'),
    vatCertificate: documentUrl(request, 'vatCertificate'),
    vatNumber: request.vatNumber,
    crNumber: request.crNumber,
    isVatChange: request.type === 'store' && user.role === 'trader',
    rejectionReason: request.rejectionReason,
  }));
}

export async function countSellerRequests(db: Db) {
  const [row] = await db
    .select({
      traders: sql<number>`count(*) filter (where ${sellerRequests.type} = 'store')::int`,
      person: sql<number>`count(*) filter (where ${sellerRequests.type} = 'person')::int`,
    })
    .from(sellerRequests)
    .where(eq(sellerRequests.status, 'pending'));
  return { traders: row?.traders ?? 0, person: row?.person ?? 0 };
}

export async function findSellerRequest(db: Db, id: string) {
  const [row] = await db.select().from(sellerRequests).where(eq(sellerRequests.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'errors.requestNotFound');
  return row;
}

/** A store request's name and city into the profile, each only where the profile has none yet. */
async function copyStoreDetails(tx: Tx, request: SellerRequestRow) {
  const storeName = request.storeName.trim();
  const location = request.cityLocation.trim();
  if (!storeName && !location) return;
  await tx
    .insert(userProfiles)
    .values({ userId: request.userId, storeName, location })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: {
        storeName: sql`case when trim(${userProfiles.storeName}) = '' then excluded.store_name else ${userProfiles.storeName} end`,
        location: sql`case when trim(${userProfiles.location}) = '' then excluded.location else ${userProfiles.location} end`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Approval changes what the applicant can do at once: a store becomes a trader (the trader area opens), a person
 * becomes a verified seller. An admin applicant keeps the admin role. Approving a store verifies the VAT and CR
 * numbers it declared: they become the user's, and from the next order its prices include VAT (design §8).
 */
export async function decideSellerRequest(
  tx: Tx,
  { id, adminId, decision, reason }: { id: string; adminId: string; decision: 'approve' | 'reject'; reason?: string },
) {
  const [request] = await tx.select().from(sellerRequests).where(eq(sellerRequests.id, id)).for('update');
  if (!request) throw new AppError('NOT_FOUND', 'errors.requestNotFound');
  if (request.status !== 'pending') throw new AppError('REQUEST_NOT_PENDING');
  const [before] = await tx.select().from(users).where(eq(users.id, request.userId)).for('update');
  const isApproved = decision === 'approve';
  await tx
    .update(sellerRequests)
    .set({
      status: isApproved ? 'approved' : 'rejected',
      rejectionReason: isApproved ? null : reason || null,
      decidedBy: adminId,
      decidedAt: sql`now()`,
    })
    .where(eq(sellerRequests.id, id));
  if (isApproved) {
    const role = request.type === 'store' && before!.role !== 'admin' ? 'trader' : before!.role;
    // The shop opens under the name and city it applied with; what the user already set in their profile stays.
    const city = request.type === 'store' && !before!.city.trim() ? request.cityLocation.trim() : '';
    await tx
      .update(users)
      .set({
        role,
        verified: true,
        ...(city && { city }),
        ...(request.type === 'store' && { vatNumber: request.vatNumber || null, crNumber: request.crNumber || null }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, request.userId));
    if (request.type === 'store') await copyStoreDetails(tx, request);
  }
  const [after] = await tx.select().from(users).where(eq(users.id, request.userId));
  await recordEvent(tx, {
    type: 'seller_request_decided',
    userId: request.userId,
    sellerType: request.type,
    isApproved,
    reason: reason ?? null,
  });
  return { request, before: before!, after: after! };
}

/**
 * A trader changes the shop's VAT and CR numbers (the trader profile). Numbers an admin has not verified never
 * count: the verified ones are cleared at once (new orders carry no VAT until an admin approves), and new numbers go
 * to the admins' trader request queue as a store request, or update the one already waiting there.
 */
export async function changeVatRegistration(
  db: Db,
  { userId, vatNumber, crNumber }: { userId: string; vatNumber: string; crNumber: string },
) {
  return inTransaction(db, async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError('NOT_FOUND');
    if ((user.vatNumber ?? '') === vatNumber && (user.crNumber ?? '') === crNumber) return { isPendingReview: false };
    if (user.vatNumber || user.crNumber) {
      await tx.update(users).set({ vatNumber: null, crNumber: null, updatedAt: sql`now()` }).where(eq(users.id, userId));
    }
    const [open] = await tx
      .select()
      .from(sellerRequests)
      .where(and(eq(sellerRequests.userId, userId), eq(sellerRequests.status, 'pending')))
      .for('update');
    if (open) {
      await tx.update(sellerRequests).set({ vatNumber, crNumber }).where(eq(sellerRequests.id, open.id));
      return { isPendingReview: Boolean(vatNumber) };
    }
    if (!vatNumber) return { isPendingReview: false };
    const [profile] = await tx.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    const [approved] = await tx
      .select({ civilId: sellerRequests.civilId })
      .from(sellerRequests)
      .where(and(eq(sellerRequests.userId, userId), eq(sellerRequests.status, 'approved')))
      .orderBy(desc(sellerRequests.createdAt))
      .limit(1);
    await tx.insert(sellerRequests).values({
      id: newId(),
      userId,
      type: 'store',
      storeName: profile?.storeName.trim() || user.name,
      cityLocation: profile?.location.trim() || user.city,
      civilId: approved?.civilId ?? '',
      vatNumber,
      crNumber,
    });
    return { isPendingReview: true };
  });
}

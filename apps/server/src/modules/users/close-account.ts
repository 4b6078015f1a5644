import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { sellerRequests, signInAddresses, type UserRow, userProfiles, users } from './tables.js';

/** The name a closed account keeps, so that the other party of its orders, chats and reviews still reads something. */
const CLOSED_ACCOUNT_NAME = 'Deleted user';
const CLOSED_ACCOUNT_REASON = 'Account closed at the user’s request';

/**
 * Anonymises a closed account in the caller's transaction: name, e-mail, phone, password, profile and bank details,
 * seller-request documents and its sign-in addresses go, a pending seller request is rejected, and the account stays
 * suspended. Returns the account as it is now and the files to remove once the change has committed.
 */
export async function eraseClosedAccount(
  tx: Tx,
  { user, closedBy, passwordHash }: { user: UserRow; closedBy: string; passwordHash: string },
) {
  const [profile] = await tx.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
  const documents = await tx
    .select({ registration: sellerRequests.registrationCertificate, vat: sellerRequests.vatCertificate })
    .from(sellerRequests)
    .where(eq(sellerRequests.userId, user.id));
  await tx.delete(userProfiles).where(eq(userProfiles.userId, user.id));
  await tx
    .update(sellerRequests)
    .set({ status: 'rejected', rejectionReason: CLOSED_ACCOUNT_REASON, decidedBy: closedBy, decidedAt: sql`now()` })
    .where(and(eq(sellerRequests.userId, user.id), eq(sellerRequests.status, 'pending')));
  await tx
    .update(sellerRequests)
    .set({ civilId: '', registrationCertificate: null, vatCertificate: null })
    .where(eq(sellerRequests.userId, user.id));
  await tx.delete(signInAddresses).where(eq(signInAddresses.userId, user.id));
  const [after] = await tx
    .update(users)
    .set({
      name: CLOSED_ACCOUNT_NAME,
      email: null,
      phone: null,
      city: '',
      vatNumber: null,
      crNumber: null,
      passwordHash,
      suspendedAt: user.suspendedAt ?? sql`now()`,
      suspendedReason: CLOSED_ACCOUNT_REASON,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, user.id))
    .returning();
  return {
    user: after!,
    files: {
      avatar: profile?.avatar ?? null,
      documents: documents.flatMap((d) => [d.registration, d.vat]).filter((file): file is string => Boolean(file)),
    },
  };
}

import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { recordEvent } from '../events/record-event.js';
import { getSecuritySettings } from './settings.js';
import { signInAddresses } from './tables.js';

/**
 * Remembers the address of a sign-in; true when the account had signed in before, but never from this address.
 * An account's first sign-in, and every later one from a known address, is not news to its owner.
 */
async function isNewAddress(db: DbOrTx, { userId, ip }: { userId: string; ip: string }) {
  const known = await db.$count(signInAddresses, eq(signInAddresses.userId, userId));
  const inserted = await db
    .insert(signInAddresses)
    .values({ userId, ip })
    .onConflictDoUpdate({ target: [signInAddresses.userId, signInAddresses.ip], set: { lastSeenAt: sql`now()` } })
    .returning({ isNew: sql<boolean>`(xmax = 0)` });
  return known > 0 && inserted[0]?.isNew === true;
}

/**
 * Login alerts (security settings): a sign-in from an address the account has never used, by password, by phone
 * code or after two-factor, is told to the account's owner at once, so a sign-in they did not make shows on their
 * other screens while it happens.
 */
export async function alertSignIn(db: DbOrTx, { userId, ip }: { userId: string; ip: string }) {
  if (!(await isNewAddress(db, { userId, ip }))) return;
  if (!(await getSecuritySettings(db, userId)).loginAlerts) return;
  await recordEvent(db, { type: 'signed_in_from_new_address', userId, ip, at: new Date().toISOString() });
}

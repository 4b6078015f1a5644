import { maskNumber } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { violatedConstraint } from '../../lib/constraint.js';
import { recordEvent } from '../events/index.js';
import { takePhoneVerification } from './phone-verifications.js';
import { type UserRow, userProfiles, users } from './tables.js';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type ProfileChanges = Partial<{ name: string; phone: string } & Omit<ProfileRow, 'userId' | 'avatar' | 'updatedAt'>>;

export const avatarUrl = (file: string | null | undefined) => (file ? `/api/uploads/avatars/${file}` : null);

export async function findProfile(db: DbOrTx, userId: string): Promise<ProfileRow> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return (
    row ?? {
      userId,
      avatar: null,
      address: '',
      bio: '',
      storeName: '',
      description: '',
      location: '',
      bankName: '',
      accountHolderName: '',
      accountNumber: '',
      iban: '',
      swiftCode: '',
      updatedAt: new Date(0),
    }
  );
}

/** Bank details as every reply shows them: the account number masked to its last 4 digits. */
export function bankDetailsView(profile: ProfileRow) {
  return {
    bankName: profile.bankName,
    accountHolderName: profile.accountHolderName,
    accountNumber: profile.accountNumber ? maskNumber(profile.accountNumber) : '',
    iban: profile.iban,
    swiftCode: profile.swiftCode,
  };
}

/**
 * Saves what the user changed. A masked account number (the form sends back what it was shown) keeps the stored
 * one. A new phone number (E.164: the request schema normalised it) must not belong to another account and must have been verified with a
 * code sent to it in the last 15 minutes (as signup does): it signs in by OTP and receives two-factor codes.
 */
export async function saveProfile(tx: Tx, { user, changes }: { user: UserRow; changes: ProfileChanges }) {
  const { name, phone, accountNumber, ...profileFields } = changes;
  const userChanges: Partial<Pick<UserRow, 'name' | 'phone'>> = {};
  if (name !== undefined) userChanges.name = name;
  if (phone !== undefined && phone !== '' && phone !== user.phone) {
    const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    if (other) throw new AppError('PHONE_TAKEN');
    await takePhoneVerification(tx, phone);
    userChanges.phone = phone;
  }
  if (Object.keys(userChanges).length) {
    try {
      await tx
        .update(users)
        .set({ ...userChanges, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
    } catch (error) {
      // Another account took the number since the check above: the unique index decides, with the same message.
      if (violatedConstraint(error) === 'users_phone_unique') throw new AppError('PHONE_TAKEN');
      throw error;
    }
  }
  const keepsAccountNumber = accountNumber === undefined || accountNumber.includes('•');
  const values = { ...profileFields, ...(keepsAccountNumber ? {} : { accountNumber: accountNumber.replace(/[\s-]/g, '') }) };
  await tx
    .insert(userProfiles)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
  await recordEvent(tx, { type: 'seller_changed', userId: user.id });
}

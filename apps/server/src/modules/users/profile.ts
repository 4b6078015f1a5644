import { maskNumber, normalizePhone, PHONE_INVALID_MESSAGE } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
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
 * one; a phone number is normalised and must not belong to another account.
 */
export async function saveProfile(tx: Tx, { user, changes }: { user: UserRow; changes: ProfileChanges }) {
  const { name, phone, accountNumber, ...profileFields } = changes;
  const userChanges: Partial<Pick<UserRow, 'name' | 'phone'>> = {};
  if (name !== undefined) userChanges.name = name;
  if (phone !== undefined && phone !== '' && phone !== user.phone) {
    const normalized = normalizePhone(phone);
    if (!normalized) throw new AppError('VALIDATION_FAILED', PHONE_INVALID_MESSAGE, { fields: { phone: PHONE_INVALID_MESSAGE } });
    if (normalized !== user.phone) {
      const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, normalized));
      if (other) throw new AppError('PHONE_TAKEN');
      userChanges.phone = normalized;
    }
  }
  if (Object.keys(userChanges).length) {
    await tx
      .update(users)
      .set({ ...userChanges, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
  }
  const keepsAccountNumber = accountNumber === undefined || accountNumber.includes('•');
  const values = { ...profileFields, ...(keepsAccountNumber ? {} : { accountNumber: accountNumber.replace(/[\s-]/g, '') }) };
  await tx
    .insert(userProfiles)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
}

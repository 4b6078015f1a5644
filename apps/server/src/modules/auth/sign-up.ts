import type { TAuthReply } from '@gamesouq/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { Language } from '../../lib/request-language.js';
import { createUserAccount, saveSettings, takePhoneVerification, users } from '../users/index.js';
import { hashPassword } from './passwords.js';
import { authReply } from './session-reply.js';

type SignUp = { name: string; email: string; password: string; phone: string; city: string; language: Language | null };

/**
 * Creates a `user` account (never another role) for a phone verified in the last 15 minutes, in the language its
 * sign-up asked for (none: unset), and signs it in.
 */
export async function signUp(db: Db, { secret, input }: { secret: string; input: SignUp }): Promise<TAuthReply> {
  const passwordHash = await hashPassword(input.password);
  const email = input.email || null;
  try {
    return await inTransaction(db, async (tx) => {
      if ((await tx.select({ id: users.id }).from(users).where(eq(users.phone, input.phone))).length > 0) throw new AppError('PHONE_TAKEN');
      if (email && (await tx.select({ id: users.id }).from(users).where(eq(users.email, email))).length > 0)
        throw new AppError('EMAIL_TAKEN');
      await takePhoneVerification(tx, input.phone);
      const user = await createUserAccount(tx, {
        name: input.name,
        email,
        phone: input.phone,
        city: input.city,
        passwordHash,
        role: 'user',
        verified: false,
      });
      if (input.language) await saveSettings(tx, { userId: user.id, values: { language: input.language } });
      return authReply(tx, { secret, user, isRememberMe: false, message: 'Signup successful' });
    });
  } catch (error) {
    // Two signups racing for one phone or e-mail: the unique index decides and the loser gets the same message.
    const constraint =
      (error as { constraint?: string; cause?: { constraint?: string } }).cause?.constraint ??
      (error as { constraint?: string }).constraint;
    if (constraint === 'users_phone_unique') throw new AppError('PHONE_TAKEN');
    if (constraint === 'users_email_unique') throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

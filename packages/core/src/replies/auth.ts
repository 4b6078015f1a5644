import { z } from 'zod';
import { ROLES } from '../rules/roles.js';
import { LANGUAGES, TIME_ZONES } from '../schemas/account.js';
import { ZDoneReply, ZTimestamp } from './common.js';

/** The user as every sign-in reply and GET /api/user/me return it. */
export const ZSessionUser = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  city: z.string(),
  role: z.enum(ROLES),
  verified: z.boolean(),
  createdAt: ZTimestamp,
  /** The language saved on the account, applied at sign-in and session restore; null until the user chooses one. */
  language: z.enum(LANGUAGES).nullable().optional(),
  /** The time zone of the account's preferences, in which the app shows dates and times (Asia/Riyadh by default). */
  timeZone: z.enum(TIME_ZONES).optional(),
});
export type TSessionUser = z.output<typeof ZSessionUser>;

/** A session's tokens: the access token lives `expires_in` seconds, the refresh token renews it. */
export const ZSessionTokens = z.object({ access_token: z.string(), refresh_token: z.string(), expires_in: z.number().int() });
export type TSessionTokens = z.output<typeof ZSessionTokens>;

/** Login, signup, OTP sign-in and second-step replies: a new session and the user it is for. */
export const ZAuthReply = ZSessionTokens.extend({
  success: z.literal(true),
  msg: z.string(),
  message: z.string(),
  user: ZSessionUser,
  /** The access token again, under the name the first client read. */
  token: z.string(),
});
export type TAuthReply = z.output<typeof ZAuthReply>;

/** What a password sign-in answers when the account asks for a code as well (two-factor authentication). */
export const ZTwoFactorChallenge = z.object({
  success: z.literal(true),
  twoFactorRequired: z.literal(true),
  message: z.string(),
  msg: z.string(),
  /** The sign-in to finish: only a caller who gave the right password holds it. */
  twoFactorToken: z.string(),
  /** The phone the code went to, masked to its last 4 digits. */
  phone: z.string(),
});
export type TTwoFactorChallenge = z.output<typeof ZTwoFactorChallenge>;

/** A password sign-in: a session, or the second step it still needs. */
export const ZLoginReply = z.union([ZAuthReply, ZTwoFactorChallenge]);
export type TLoginReply = z.output<typeof ZLoginReply>;

/** A phone code was sent; verifying it names this session. */
export const ZCodeSentReply = ZDoneReply.extend({ message: z.string(), sessionId: z.string() });
export type TCodeSentReply = z.output<typeof ZCodeSentReply>;

export const ZUserExistsReply = z.object({ exists: z.boolean() });
export type TUserExistsReply = z.output<typeof ZUserExistsReply>;

/** The recovery code was right: the token that allows the new password. */
export const ZRecoveryVerifiedReply = ZDoneReply.extend({ message: z.string(), resetToken: z.string() });
export type TRecoveryVerifiedReply = z.output<typeof ZRecoveryVerifiedReply>;

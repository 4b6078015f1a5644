import { z } from 'zod';

export const IDENTITY_VERIFICATION_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type TIdentityVerificationStatus = (typeof IDENTITY_VERIFICATION_STATUSES)[number];

/**
 * The user's latest identity verification: while pending, the number to pick in the provider's app (two digits)
 * and, with the sandbox provider, the address of its stand-in app page; once approved, the name the provider gave.
 */
export const ZIdentityVerificationView = z.object({
  id: z.string(),
  status: z.enum(IDENTITY_VERIFICATION_STATUSES),
  /** The number shown in the provider's app that the user must pick, e.g. "42". */
  number: z.string(),
  /** The last four digits of the ID number, for the user to recognise it. */
  idLastDigits: z.string(),
  /** The name the provider holds for that ID; null until approved (or when the provider gives none). */
  verifiedName: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** The sandbox's stand-in for the Nafath app; null with a real provider (the user opens the app on their phone). */
  sandboxAppUrl: z.string().nullable(),
});
export type TIdentityVerificationView = z.output<typeof ZIdentityVerificationView>;

export const ZIdentityVerificationReply = z.object({
  /** Whether the account carries the verified-identity badge. */
  isVerified: z.boolean(),
  verification: ZIdentityVerificationView.nullable(),
});
export type TIdentityVerificationReply = z.output<typeof ZIdentityVerificationReply>;

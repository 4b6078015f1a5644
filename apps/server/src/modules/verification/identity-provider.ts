import type { TIdentityVerificationStatus } from '@gamesouq/core';

/** A request the provider made: the user picks `number` in the provider's app before `expiresAt`. */
export type IdentityRequest = { transactionId: string; number: string; expiresAt: Date };
export type IdentityOutcome = { status: TIdentityVerificationStatus; name: string | null };

/** Who proves that a person holds a national ID or iqama (ADR 041). */
export type IdentityProvider = {
  name: 'sandbox' | 'nafath';
  start(input: { nationalId: string; requestId: string; language: 'ar' | 'en' }): Promise<IdentityRequest>;
  status(input: { nationalId: string; transactionId: string; number: string }): Promise<IdentityOutcome>;
  /** The address of the sandbox's stand-in for the provider's app; null for a real provider. */
  appUrl(transactionId: string): string | null;
};

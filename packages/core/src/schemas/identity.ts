import { z } from 'zod';
import { V } from '../messages.js';

/** A Saudi national ID (starts with 1) or an iqama, a resident's ID (starts with 2): ten digits. */
export const ZNationalId = z
  .string({ error: V.nationalIdInvalid })
  .trim()
  .regex(/^[12]\d{9}$/, V.nationalIdInvalid);

/** Starts a verification of the signed-in user's identity with the identity provider (Nafath-style, ADR 041). */
export const ZIdentityVerificationRequest = z.object({ nationalId: ZNationalId });
export type TIdentityVerificationRequest = z.input<typeof ZIdentityVerificationRequest>;

/** What the user picked in the sandbox's stand-in for the Nafath app. */
export const ZSandboxIdentityAnswer = z.object({ number: z.coerce.number().int().min(0).max(99) });

import { z } from 'zod';
import { V } from '../messages.js';
import { normalizePhone, PHONE_INVALID_MESSAGE } from '../rules/phone.js';

function toE164(value: string, ctx: z.RefinementCtx) {
  const phone = normalizePhone(value);
  if (phone) return phone;
  ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
  return z.NEVER;
}

/** A phone in any accepted spelling (`0551234567`, `+966 55…`, Arabic-Indic digits…), turned into E.164. */
export const ZPhone = z.string({ error: V.phoneRequired }).trim().min(1, V.phoneRequired).max(32, PHONE_INVALID_MESSAGE).transform(toE164);

/** An optional phone (a profile's, a member's): empty stays empty, anything else must be a phone and becomes E.164. */
export const ZPhoneOrEmpty = z
  .string()
  .trim()
  .max(32, PHONE_INVALID_MESSAGE)
  .transform((value, ctx) => (value === '' ? value : toE164(value, ctx)));

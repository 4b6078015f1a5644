import { V } from '../messages.js';

/** IBAN check (ISO 13616): country length, then mod-97 of the rearranged digits equals 1. Saudi IBANs have 24 characters. */
const LENGTHS: Record<string, number> = { SA: 24, AE: 23, BH: 22, KW: 30, QA: 29, OM: 23, EG: 29, JO: 30, GB: 22, DE: 22, FR: 27 };

export const INVALID_IBAN_MESSAGE = V.ibanInvalid;

export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const expected = LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

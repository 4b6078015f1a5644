import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { V } from '../messages.js';

/**
 * Phone numbers as people type them (issue 17): a Saudi number in any common spelling (`0551234567`, `551234567`,
 * `966551234567`, `00966551234567`, `+966 55 123 4567`, Arabic-Indic or Persian digits, spaces, dashes, brackets) and
 * other countries' numbers in international form are one E.164 number. Validity (lengths and leading digits per
 * country) comes from libphonenumber-js's metadata (ADR 015).
 */
export const PHONE_INPUT_MAX_LENGTH = 24;
export const PHONE_EXAMPLE = '0501234567';
export const PHONE_INVALID_MESSAGE = V.phoneInvalid;

const HOME_COUNTRY = 'SA';
const MAX_DIGITS = 17; // 00 + the 15 digits E.164 allows
const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** Arabic-Indic (٠١٢…) and Persian (۰۱۲…) digits as ASCII digits; everything else unchanged. */
export function toAsciiDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO));
  });
}

// Spaces of every kind, dashes, dots, slashes, brackets, and the direction marks that copying from RTL text adds.
const SEPARATORS = /[\s\u00a0\u2000-\u200f\u202a-\u202e\u2066-\u2069\-\u2010-\u2015\u2212./()[\]]/g;

/** The typed number without separators, with ASCII digits: `+?digits`, or null when anything else is in it. */
function compactPhone(input: string): string | null {
  const compact = toAsciiDigits(input)
    .replace(SEPARATORS, '')
    .replace(/^\uff0b/, '+');
  const digits = compact.replace(/^\+/, '');
  return /^\d+$/.test(digits) && digits.length <= MAX_DIGITS ? compact : null;
}

/** Returns the number in E.164 form (`+966551234567`), or null when it is not a valid number. */
export function normalizePhone(input: string): string | null {
  const compact = compactPhone(input);
  if (!compact) return null;
  const asHome = parsePhoneNumberFromString(compact, HOME_COUNTRY);
  if (asHome?.isValid()) return asHome.number;
  // A number without + or 00 that is not Saudi may be another country's written without its +.
  if (/^[1-9]/.test(compact)) {
    const asInternational = parsePhoneNumberFromString(`+${compact}`);
    if (asInternational?.isValid()) return asInternational.number;
  }
  return null;
}

export function isValidPhone(input: string): boolean {
  return normalizePhone(input) !== null;
}

/**
 * What the phone box shows while typing: the digits (Arabic-Indic and Persian ones turned into ASCII) and a leading +,
 * grouped as the number's country writes them (`055 123 4567`, `+966 55 123 4567`); other characters are dropped.
 */
export function formatPhoneInput(input: string): string {
  const ascii = toAsciiDigits(input);
  const hasPlus = /^\s*[+\uff0b]/.test(ascii);
  const digits = ascii.replace(/\D/g, '').slice(0, MAX_DIGITS);
  if (!digits) return hasPlus ? '+' : '';
  return new AsYouType(HOME_COUNTRY).input(`${hasPlus ? '+' : ''}${digits}`);
}

/** A stored (E.164) number as people read it: Saudi numbers the local way (`055 123 4567`), others internationally. */
export function formatPhoneDisplay(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, HOME_COUNTRY);
  if (!parsed?.isValid()) return phone;
  return parsed.country === HOME_COUNTRY ? parsed.formatNational() : parsed.formatInternational();
}

/** Shows only the last three digits: `••••••••••567`. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 4) return phone;
  return `${'•'.repeat(digits.length - 3)}${digits.slice(-3)}`;
}

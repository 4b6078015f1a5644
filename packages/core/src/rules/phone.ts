import { V } from '../messages.js';
/** Phone rules of spec buyer §5: strip spaces, dashes and parentheses; optional +; 8-15 digits, the first 1-9. */
export const PHONE_INPUT_MAX_LENGTH = 16;
export const PHONE_EXAMPLE = '+966501234567';
export const PHONE_INVALID_MESSAGE = V.phoneInvalid;

const E164_DIGITS = /^[1-9]\d{7,14}$/;

/** Returns the number in E.164 form (`+9665...`), or null when it breaks the rule. */
export function normalizePhone(input: string): string | null {
  const stripped = input.trim().replace(/[\s\-()]/g, '');
  const digits = stripped.startsWith('+') ? stripped.slice(1) : stripped;
  return E164_DIGITS.test(digits) ? `+${digits}` : null;
}

export function isValidPhone(input: string): boolean {
  return normalizePhone(input) !== null;
}

/** What the phone box accepts while typing: digits and one leading +, at most 16 characters. */
export function filterPhoneInput(input: string): string {
  const hasPlus = input.trimStart().startsWith('+');
  const digits = input.replace(/\D/g, '');
  return `${hasPlus ? '+' : ''}${digits}`.slice(0, PHONE_INPUT_MAX_LENGTH);
}

/** (XXX) XXX-XXXX for a 10-digit number; anything else is shown as typed. */
export function formatPhoneDisplay(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Shows only the last three digits: `+966 ••• ••• 567`. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 4) return phone;
  return `${'•'.repeat(digits.length - 3)}${digits.slice(-3)}`;
}

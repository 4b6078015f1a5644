import { normalizePhone } from '@gamesouq/core';

/**
 * One spelling per account identifier: a lower-case e-mail, or a phone in E.164 (`+966 50 123 4567`,
 * `966501234567` and `+966501234567` are one number). Anything else is kept trimmed and lower-cased.
 */
export function accountKey(emailOrPhone: string): string {
  const value = emailOrPhone.trim();
  if (value.includes('@')) return value.toLowerCase();
  return normalizePhone(value) ?? value.toLowerCase();
}

import { AppError } from './app-error.js';

/** Whether any string in `value` (keys included) holds a NUL character, which PostgreSQL text cannot store. */
export function hasNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNulCharacter);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, v]) => key.includes('\u0000') || hasNulCharacter(v));
  return false;
}

export function assertNoNulCharacter(value: unknown) {
  if (hasNulCharacter(value)) throw new AppError('VALIDATION_FAILED', 'Text cannot contain NUL characters.');
}

import en from 'virtual:dictionary/en/base';
import type { ErrorCode } from '@gamesouq/core';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { i18n } from './i18n';

type MessageKey = `validation.${keyof typeof en.validation}` | `errors.${keyof typeof en.errors}`;

/**
 * The English texts of the validation rules (core zod schemas) and of the server's error replies, mapped back to
 * their translation keys: the rules speak English, the screens speak the user's language.
 */
const keyByEnglish = new Map<string, MessageKey>();
for (const [key, text] of Object.entries(en.validation)) keyByEnglish.set(text, `validation.${key}` as MessageKey);
for (const [key, text] of Object.entries(en.errors)) {
  if (!keyByEnglish.has(text)) keyByEnglish.set(text, `errors.${key}` as MessageKey);
}

function isKnownCode(code: string | undefined): code is ErrorCode & keyof typeof en.errors {
  return code !== undefined && code in en.errors;
}

const TRANSLATION_KEY = /^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/;

/**
 * A rule's or the server's English message in the current language; a screen's own rule may give a translation key
 * instead (`adminPanel.promos.form.errors.codeRequired`). Unknown texts are shown as they are.
 */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = keyByEnglish.get(message);
  if (key) return t(key);
  return TRANSLATION_KEY.test(message) && i18n.exists(message) ? t(message as MessageKey) : message;
}

/**
 * What to tell the user about a failed call: the server's message (translated) when it replied,
 * `fallback` when it replied without one, and `networkFallback` when the call never got an answer.
 */
export function errorMessage(
  t: TFunction,
  error: unknown,
  { fallback, networkFallback = fallback }: { fallback: string; networkFallback?: string },
): string {
  if (!(error instanceof ApiError)) return networkFallback;
  const known = keyByEnglish.get(error.message);
  if (known) return t(known);
  if (isKnownCode(error.code) && error.code !== 'VALIDATION_FAILED') {
    // A reworded server message for a known code: English shows the server's words, other languages our translation.
    return i18n.language === 'en' && error.message ? error.message : t(`errors.${error.code}`);
  }
  return error.message ? error.message : fallback;
}

/** Only the server's own reason, when it gave one (used as the detail line under a fixed error text). */
export function serverReason(t: TFunction, error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.message) return undefined;
  return errorMessage(t, error, { fallback: '' }) || undefined;
}

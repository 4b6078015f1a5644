import type { MessageKey, MessageParams } from '@gamesouq/core';
import { ApiError } from './api-client';
import { i18n, type TFunction } from './i18n';

const CATALOGUE_KEY = /^(validation|errors)\.\w+$/;

/**
 * A key of core's message catalogue, which every language's base dictionary carries: asked of the dictionaries
 * rather than of core's English catalogue, which would come with the first load of every page.
 */
function isMessageKey(text: string): text is MessageKey {
  return CATALOGUE_KEY.test(text) && i18n.exists(text);
}

/**
 * A rule's or the server's message in the current language. Rules and errors carry keys of core's message catalogue
 * (`validation.…`, `errors.…`); a text that is not a key (a library's own wording) is shown as it is.
 */
export function translateMessage(t: TFunction, message: string | undefined, params?: MessageParams): string | undefined {
  if (!message) return message;
  return isMessageKey(message) ? t(message, params ?? {}) : message;
}

/**
 * What to tell the user about a failed call: the server's message by its key (or by its code from a server that sent
 * no key), `fallback` when it replied without one, and `networkFallback` when the call never got an answer.
 */
export function errorMessage(
  t: TFunction,
  error: unknown,
  { fallback, networkFallback = fallback }: { fallback: string; networkFallback?: string },
): string {
  if (!(error instanceof ApiError)) return networkFallback;
  const key = error.messageKey ?? (error.code ? `errors.${error.code}` : undefined);
  if (key && isMessageKey(key)) return t(key satisfies MessageKey, error.messageParams ?? {});
  return error.message ? error.message : fallback;
}

/** Only the server's own reason, when it gave one (used as the detail line under a fixed error text). */
export function serverReason(t: TFunction, error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.message) return undefined;
  return errorMessage(t, error, { fallback: '' }) || undefined;
}

/** Each field the server refused, with its message in the current language. */
export function fieldErrors(t: TFunction, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, message]) => [field, translateMessage(t, message) ?? message]));
}

import { LANGUAGES } from '@gamesouq/core';
import Negotiator from 'negotiator';

export type Language = (typeof LANGUAGES)[number];

/** The cookie the web app writes when a visitor chooses a language (apps/web/src/lib/i18n.ts reads it too). */
export const LANGUAGE_COOKIE = 'lang';
const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(${LANGUAGES.join('|')})(?:;|$)`);

type Headers = { cookie?: string; 'accept-language'?: string | string[] };

/**
 * The language a request asks for before any account says otherwise: the visitor's choice (the `lang` cookie), else
 * the device's (`Accept-Language`: `ar-SA` is Arabic), else English.
 */
export function requestLanguage(headers: Headers): Language {
  const chosen = headers.cookie?.match(COOKIE)?.[1] as Language | undefined;
  if (chosen) return chosen;
  const acceptLanguage = headers['accept-language'];
  if (!acceptLanguage) return 'en';
  const [preferred] = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages([...LANGUAGES]);
  return (preferred as Language | undefined) ?? 'en';
}

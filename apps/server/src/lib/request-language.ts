import { LANGUAGES } from '@gamesouq/core';
import Negotiator from 'negotiator';

export type Language = (typeof LANGUAGES)[number];

/** The cookie the web app writes when a visitor chooses a language (apps/web/src/lib/i18n.ts reads it too). */
export const LANGUAGE_COOKIE = 'lang';
const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(${LANGUAGES.join('|')})(?:;|$)`);

type Headers = { cookie?: string; 'accept-language'?: string | string[] };

/**
 * The language a request asks for, or null when it says nothing we speak: the visitor's choice (the `lang` cookie),
 * else the device's (`Accept-Language`: `ar-SA` is Arabic). `*` (what non-browser clients send) says nothing.
 */
export function askedLanguage(headers: Headers): Language | null {
  const chosen = headers.cookie?.match(COOKIE)?.[1] as Language | undefined;
  if (chosen) return chosen;
  const acceptLanguage = headers['accept-language'];
  if (!acceptLanguage) return null;
  const negotiator = new Negotiator({ headers: { 'accept-language': acceptLanguage } });
  if (negotiator.languages().every((tag) => tag === '*')) return null;
  const [preferred] = negotiator.languages([...LANGUAGES]);
  return (preferred as Language | undefined) ?? null;
}

/** The language to answer a request in before any account says otherwise: the one it asks for, else English. */
export function requestLanguage(headers: Headers): Language {
  return askedLanguage(headers) ?? 'en';
}

import { loaders } from 'virtual:dictionaries';
import enBase from 'virtual:dictionary/en/base';
import type { MessageCatalogue } from '@gamesouq/core';
import i18n, { type InitOptions } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { localeNumbers } from '@/lib/locale-numbers';
import type ar from '@/locales/ar.json';
import type en from '@/locales/en.json';
import type { DictionaryGroup } from './dictionary-groups';
import { readSsrState } from './ssr-state';

/**
 * The type check fails when the Arabic dictionary misses a key of the English one (or shapes it otherwise): an
 * Arabic reader downloads no English text and would see the raw key.
 */
export type ArabicDictionary = Complete<typeof ar>;
type Complete<T extends typeof en & MessageCatalogue> = T;

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'ar', label: 'العربية' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

/** The cookie the server reads too (apps/server/src/lib/request-language.ts): its index.html comes in that language. */
const COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

function chosenLanguage(): Language | null {
  const fromCookie = document.cookie.match(new RegExp(`(?:^|;\\s*)${COOKIE}=([a-z]+)`))?.[1];
  if (isLanguage(fromCookie)) return fromCookie;
  try {
    // Where this device kept the choice before the cookie: read once, then kept as a cookie.
    const stored = localStorage.getItem(COOKIE);
    if (!isLanguage(stored)) return null;
    rememberLanguage(stored);
    localStorage.removeItem(COOKIE);
    return stored;
  } catch {
    return null;
  }
}

/** The device's languages in its order of preference: the first we speak (`ar-SA` is Arabic). */
function deviceLanguage(): Language | null {
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of tags) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

/**
 * Remembers a language on this device, where the server sees it too (the next page comes in it at once). The choice
 * of the menu, and the account's at sign-in (lib/account-language); the device's own language is not pinned.
 */
export function rememberLanguage(language: Language) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Safari and Firefox many phones run.
  document.cookie = `${COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

export function directionOf(language: string): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

function applyToDocument(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

// The language the server drew the page in, else the visitor's choice, else the device's language (a signed-in
// account's applies at sign-in and session restore). The server's own rendering has a dictionary per language
// (entry-server.tsx) and does not use this instance's.
const initial: Language =
  typeof document === 'undefined' ? 'en' : (readSsrState()?.language ?? chosenLanguage() ?? deviceLanguage() ?? 'en');
applyToDocument(initial);

// The English base dictionary comes with the first load; the groups of other screens (lib/dictionary-groups.ts),
// and Arabic, are downloaded when needed.
/** What every i18next instance of the app shares: this one, and the server's (entry-server.tsx). */
export const I18N_OPTIONS = {
  fallbackLng: 'en',
  supportedLngs: LANGUAGES.map((language) => language.code),
  interpolation: { escapeValue: false, alwaysFormat: true },
  initAsync: false,
} satisfies InitOptions;

void i18n
  .use(initReactI18next)
  .use(localeNumbers)
  .init({
    ...I18N_OPTIONS,
    resources: { en: { translation: enBase } },
    partialBundledLanguages: true,
    lng: 'en',
    // A key that no loaded dictionary has (a route that does not name its group, app/router.tsx) is shown raw: say so
    // (the e2e suite fails on it). A call with its own default value expects some keys to be missing.
    saveMissing: true,
    missingKeyHandler: (languages, _namespace, key, _fallback, _update, options) => {
      if (options?.defaultValue === undefined) console.error(`i18next: missing key ${key} (${languages.join(', ')})`);
    },
  });

i18n.on('languageChanged', applyToDocument);

const downloads = new Map<string, Promise<void>>([['en/base', Promise.resolve()]]);

/** Adds one group of one language to i18next, downloading it once (a failed download is tried again next time). */
function download(language: Language, group: DictionaryGroup | 'base'): Promise<void> {
  const key = `${language}/${group}`;
  let downloaded = downloads.get(key);
  if (!downloaded) {
    downloaded = loaders[language][group]().then((module) => {
      i18n.addResourceBundle(language, 'translation', module.default, true, true);
    });
    downloaded.catch(() => downloads.delete(key));
    downloads.set(key, downloaded);
  }
  return downloaded;
}

/** The groups the screens shown so far needed: a change of language brings them in the new language too. */
const groupsInUse = new Set<DictionaryGroup>();
/** The language on its way to the screen (changeLanguage), else the one on it. */
let nextLanguage: Language = initial;
let hasStarted = false;
let languageRequests = 0;

/**
 * Downloads the dictionary groups of a screen, in the language shown and the one being switched to, before it
 * renders: app/router.tsx loads them together with the route's code.
 */
export async function loadDictionaries(groups: readonly DictionaryGroup[]): Promise<void> {
  for (const group of groups) groupsInUse.add(group);
  // Before the first render the only language that will be drawn is the one the page starts in.
  const languages = new Set<Language>([nextLanguage, ...(hasStarted && isLanguage(i18n.language) ? [i18n.language] : [])]);
  await Promise.all([...languages].flatMap((language) => groups.map((group) => download(language, group))));
}

/** Shows the app in `language` at once (downloading its texts the first time) and remembers it on this device. */
export async function changeLanguage(language: Language) {
  const request = ++languageRequests;
  nextLanguage = language;
  try {
    // A screen that asks for a group meanwhile gets it in this language too (loadDictionaries), and this waits for it.
    let count = -1;
    while (count !== groupsInUse.size) {
      count = groupsInUse.size;
      await Promise.all([download(language, 'base'), ...[...groupsInUse].map((group) => download(language, group))]);
    }
  } catch (error) {
    if (request === languageRequests && isLanguage(i18n.language)) nextLanguage = i18n.language;
    throw error;
  }
  // A later choice wins over this one, whichever download ends first.
  if (request === languageRequests) await i18n.changeLanguage(language);
}

/** Settles once the stored language can be shown (a failed download leaves the page in English). */
export const i18nReady = (
  initial === 'en'
    ? Promise.resolve()
    : changeLanguage(initial)
        .catch(() => loadDictionaries([...groupsInUse]))
        .catch(() => undefined)
).then(() => {
  hasStarted = true;
});

/** The language on screen; to change it, `chooseLanguage` (lib/account-language) also saves a signed-in user's choice. */
export function useLanguage() {
  const { i18n: instance } = useTranslation();
  const language: Language = isLanguage(instance.language) ? instance.language : 'en';
  return { language, dir: directionOf(language) };
}

export { i18n };

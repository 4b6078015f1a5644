import { loaders } from 'virtual:dictionaries';
import type { MessageCatalogue } from '@gamesouq/core';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type ar from '@/locales/ar.json';
import type en from '@/locales/en.json';
import type { DictionaryGroup } from './dictionary-groups';
import { readSsrState } from './ssr-state';
import { createTranslator, type TranslateOptions, type Translator } from './translator';

/**
 * The type check fails when the Arabic dictionary misses a key of the English one (or shapes it otherwise): an
 * Arabic reader downloads no English text and would see the raw key.
 */
export type ArabicDictionary = Complete<typeof ar>;
type Texts = typeof en & MessageCatalogue;
type Complete<T extends Texts> = T;

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** The keys of the texts, as section.name paths. */
type TextKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : TextKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** The keys of sections and lists, given whole with `returnObjects`. */
type ObjectKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : `${Prefix}${K}` | (T[K] extends readonly unknown[] ? never : ObjectKeys<T[K], `${Prefix}${K}.`>);
}[keyof T & string];
type ValueAt<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? ValueAt<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never;
type WithoutPluralForm<K> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** A key of the dictionaries; a text with plural forms (`key_one`, `key_other`) is asked for by its base with a `count`. */
export type TextKey = TextKeys<Texts> | WithoutPluralForm<TextKeys<Texts>>;
type ObjectKey = ObjectKeys<Texts>;

/** `t`, with the keys the dictionaries have (the type check fails on a key en.json and core's catalogue lack). */
export type TFunction = {
  (key: TextKey, options?: TranslateOptions): string;
  /** A key built from data the server sends, with the text to show when it is not one of ours. */
  (key: string, options: TranslateOptions & { defaultValue: string }): string;
  <K extends ObjectKey>(key: K, options: TranslateOptions & { returnObjects: true }): ValueAt<Texts, K>;
};

/** A translator whose `t` takes the dictionaries' keys. */
export type AppTranslator = Omit<Translator, 't'> & { readonly t: TFunction };

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

/** The installable app's manifest in each language (public/manifest*.webmanifest): its name and direction. */
export const manifestOf = (language: string) => (language === 'ar' ? '/manifest-ar.webmanifest' : '/manifest.webmanifest');

function applyToDocument(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestOf(language));
}

// The language the server drew the page in, else the visitor's choice, else the device's language (a signed-in
// account's applies at sign-in and session restore). The server's own rendering has a dictionary per language
// (entry-server.tsx) and does not use this instance's.
const initial: Language =
  typeof document === 'undefined' ? 'en' : (readSsrState()?.language ?? chosenLanguage() ?? deviceLanguage() ?? 'en');
applyToDocument(initial);

/**
 * The browser's translator. Only the language shown is downloaded: its base dictionary before the first render
 * (index.html's route preload asks for it with the first load, in the language of `<html lang>`), the groups of each
 * screen (lib/dictionary-groups.ts) with the screen's code. A key that no loaded dictionary has (a route that does not
 * name its group, app/router.tsx) is shown raw: it says so (the e2e suite fails on it).
 */
const i18n = createTranslator('en', (key, language) => console.error(`i18n: missing key ${key} (${language})`)) as AppTranslator;

i18n.subscribe(() => applyToDocument(i18n.language));

const downloads = new Map<string, Promise<void>>();

/** Adds one group of one language to the translator, downloading it once (a failed download is tried again next time). */
function download(language: Language, group: DictionaryGroup | 'base'): Promise<void> {
  const key = `${language}/${group}`;
  let downloaded = downloads.get(key);
  if (!downloaded) {
    downloaded = loaders[language][group]().then((module) => {
      i18n.add(language, module.default);
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
  if (request === languageRequests) i18n.changeLanguage(language);
}

/** Settles once the stored language can be shown (a failed download leaves the page in English). */
export const i18nReady = changeLanguage(initial)
  .catch(() => (initial === 'en' ? undefined : changeLanguage('en')))
  .catch(() => undefined)
  .then(() => {
    hasStarted = true;
  });

const TranslatorContext = createContext<AppTranslator>(i18n);

/** The translator of the screens below: the browser's by default, one per language on the server (entry-server.tsx). */
export const TranslatorProvider = TranslatorContext.Provider;

/** `t` and the translator of the screen; the screen draws again when the language changes. */
export function useTranslation() {
  const translator = useContext(TranslatorContext);
  const language = useSyncExternalStore(
    translator.subscribe,
    () => translator.language,
    () => translator.language,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` is bound to the language: a new one after a change.
  return useMemo(() => ({ t: translator.t, i18n: translator }), [translator, language]);
}

/** The language on screen; to change it, `chooseLanguage` (lib/account-language) also saves a signed-in user's choice. */
export function useLanguage() {
  const { i18n: instance } = useTranslation();
  const language: Language = isLanguage(instance.language) ? instance.language : 'en';
  return { language, dir: directionOf(language) };
}

export { i18n };

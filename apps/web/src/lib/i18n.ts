import { loaders } from 'virtual:dictionaries';
import enBase from 'virtual:dictionary/en/base';
import type { MessageCatalogue } from '@gamesouq/core';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { localeNumbers } from '@/lib/locale-numbers';
import type ar from '@/locales/ar.json';
import type en from '@/locales/en.json';
import type { DictionaryGroup } from './dictionary-groups';

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

const STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

export function directionOf(language: string): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

function applyToDocument(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

const initial = storedLanguage();
applyToDocument(initial);

// The English base dictionary comes with the first load; the groups of other screens (lib/dictionary-groups.ts),
// and Arabic, are downloaded when needed.
void i18n
  .use(initReactI18next)
  .use(localeNumbers)
  .init({
    resources: { en: { translation: enBase } },
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((language) => language.code),
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
    // A key that no loaded dictionary has (a route that does not name its group, app/router.tsx) is shown raw: say so
    // (the e2e suite fails on it). A call with its own default value expects some keys to be missing.
    saveMissing: true,
    missingKeyHandler: (languages, _namespace, key, _fallback, _update, options) => {
      if (options?.defaultValue === undefined) console.error(`i18next: missing key ${key} (${languages.join(', ')})`);
    },
  });

i18n.on('languageChanged', (language) => {
  applyToDocument(language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
});

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

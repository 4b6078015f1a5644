import i18n, { type FormatterModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import en from '@/locales/en.json';

// Only Arabic readers download Arabic. The type fails the check when the Arabic file misses a key of the English one.
const loadArabic = (): Promise<typeof en> => import('@/locales/ar.json').then((module) => module.default);

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

/** The placeholders that always hold a quantity ("{{count}} minutes", "Page {{n}}", "Showing {{from}} to {{to}}"). */
const QUANTITIES = new Set(['count', 'n', 'total', 'min', 'max', 'from', 'to', 'shown', 'done', 'percent', 'rating', 'change']);

/**
 * Numbers put into texts in the digits of the language (Arabic-Indic in Arabic, grouped in both), so that a caller
 * passing `{ count }` for the plural form shows "٥ دقائق" rather than "5 دقائق". Only the quantity placeholders: order
 * numbers, ids and years stay as they are. Strings (amounts already formatted with lib/format) pass through.
 */
const localeNumbers: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, _format, language, options) =>
    typeof value === 'number' && QUANTITIES.has(String(options?.interpolationkey)) ? formatNumber(value, language ?? 'en') : value,
};

const initial = storedLanguage();
applyToDocument(initial);

void i18n
  .use(initReactI18next)
  .use(localeNumbers)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((language) => language.code),
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
  });

i18n.on('languageChanged', (language) => {
  applyToDocument(language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
});

/** Shows the app in `language` at once (downloading Arabic the first time) and remembers it on this device. */
export async function changeLanguage(language: Language) {
  if (language === 'ar' && !i18n.hasResourceBundle('ar', 'translation')) i18n.addResourceBundle('ar', 'translation', await loadArabic());
  await i18n.changeLanguage(language);
}

/** Settles once the stored language can be shown (a failed download leaves the page in English). */
export const i18nReady = initial === 'en' ? Promise.resolve() : changeLanguage(initial).catch(() => undefined);

/** The language on screen; to change it, `chooseLanguage` (lib/account-language) also saves a signed-in user's choice. */
export function useLanguage() {
  const { i18n: instance } = useTranslation();
  const language: Language = isLanguage(instance.language) ? instance.language : 'en';
  return { language, dir: directionOf(language) };
}

export { i18n };

import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import arJson from '@/locales/ar.json';
import en from '@/locales/en.json';

// Fails the type check when the Arabic file misses a key of the English one.
const ar: typeof en = arJson;

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'ar', label: 'العربية' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

const STORAGE_KEY = 'lang';

function isLanguage(value: unknown): value is Language {
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

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ar: { translation: ar } },
  lng: initial,
  fallbackLng: 'en',
  supportedLngs: LANGUAGES.map((language) => language.code),
  interpolation: { escapeValue: false },
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

export function useLanguage() {
  const { i18n: instance } = useTranslation();
  const language: Language = isLanguage(instance.language) ? instance.language : 'en';
  return {
    language,
    dir: directionOf(language),
    setLanguage: (next: Language) => void instance.changeLanguage(next),
  };
}

export { i18n };

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@gamesouq/core';
import type { Page } from 'playwright-core';
import { createTranslator, type Translator } from '../../apps/web/src/lib/translator.js';

/** The languages of the web app; a journey runs once in each. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Lang = (typeof LANGUAGES)[number];

type Tree = { [key: string]: string | Tree };

const localesDir = path.resolve(import.meta.dirname, '../../apps/web/src/locales');
// As the web app's dictionary plugin does: English rules' and errors' texts are core's message catalogue.
const readLocale = (language: Lang): Tree => {
  const tree = JSON.parse(readFileSync(path.join(localesDir, `${language}.json`), 'utf8')) as Tree;
  return language === 'en' ? { ...tree, ...MESSAGES } : tree;
};
const locales: Record<Lang, Tree> = { en: readLocale('en'), ar: readLocale('ar') };

// The web app's own translator (lib/translator.ts), one per language with only its texts, so that plurals and
// interpolation read as on screen and a text missing in Arabic is not found in English.
const translators = Object.fromEntries(
  LANGUAGES.map((language) => {
    const translator = createTranslator(language);
    translator.add(language, locales[language]);
    return [language, translator];
  }),
) as Record<Lang, Translator>;

/** Every key of a locale file with its text: `cart.checkout` → `Proceed to Checkout`. */
function flatten(tree: Tree, prefix = '', into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(name, value);
    else flatten(value, name, into);
  }
  return into;
}
const texts: Record<Lang, Map<string, string>> = { en: flatten(locales.en), ar: flatten(locales.ar) };

/**
 * The text the web app shows for `key` in `language`, with `params` filled in (`count` picks the plural form).
 * A key missing from that language's file fails the test: the screen would show the key or English.
 */
export function tr(language: Lang, key: string, params?: Record<string, unknown>): string {
  const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
  if (!texts[language].has(key) && ![...texts[language].keys()].some((name) => name.startsWith(`${base}_`))) {
    throw new Error(`No "${key}" in ${language}.json`);
  }
  return translators[language].t(key, params) as string;
}

/** `tr` for one language: `const t = translator(language);` then `t('cart.checkout')`. */
export const translator =
  (language: Lang) =>
  (key: string, params?: Record<string, unknown>): string =>
    tr(language, key, params);

/**
 * A message of the server or of the shared rules, written in the spec's English, as the web app shows it in
 * `language`: its key in core's catalogue (validation texts first, then error texts), as the server sends it. A message the web
 * cannot translate fails the test, since the Arabic screen would show it in English.
 */
export function trMessage(language: Lang, english: string): string {
  const key = ['validation.', 'errors.']
    .flatMap((prefix) => [...texts.en].filter(([name, text]) => name.startsWith(prefix) && text === english))
    .map(([name]) => name)[0];
  if (!key) throw new Error(`The web app has no translation of the message "${english}"`);
  return tr(language, key);
}

/** A pattern that finds `text` anywhere in a name, for names that also carry a count or a state. */
export const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Turns an English template into a pattern for a whole line: `Order {{id}}` → /^Order .+$/. */
function linePattern(template: string): RegExp | undefined {
  const parts = template.split(/\{\{[^}]+\}\}|\$t\([^)]*\)/);
  if (parts.length === 1) return undefined;
  // A template that is mostly a value ("{{count}} SAR") would match data: only templates with words of their own.
  if (parts.join('').replace(/[^A-Za-z]/g, '').length < 8) return undefined;
  return new RegExp(`^${parts.map((part) => part.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*.+?\\s*')}$`);
}

/** The English interface texts that Arabic words differently: on an Arabic screen any of them is untranslated. */
const english = (() => {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  /** Texts both files write alike (a phone placeholder, an e-mail example): never a sign of a missing translation. */
  const shared = new Set<string>();
  for (const [key, text] of texts.en) {
    const arabic = texts.ar.get(key);
    if (arabic === text) shared.add(text.trim());
    if (arabic === text || !/[A-Za-z]{2}/.test(text)) continue;
    const pattern = linePattern(text);
    if (pattern) patterns.push(pattern);
    else exact.add(text.trim());
  }
  return { exact, patterns, shared };
})();

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The English interface texts shown on an Arabic screen:
 * - a line of text, or a control's name, placeholder, title or alternative text, that is one of the English texts of
 *   the locale file (a key missing in Arabic, or a component that forgot to translate);
 * - a control's name, placeholder, title or alternative text in Latin letters only with a word that appears nowhere
 *   on the screen nor in the data (a library's own English label; a product's title is also visible on the screen).
 * `data` lists texts that are the users' own (a banner's words, a platform's brand name) and may match by chance.
 */
export async function untranslatedTexts(
  page: Page,
  { within = 'body', data = [] }: { within?: string; data?: Iterable<string> } = {},
): Promise<string[]> {
  const known = new Set([...data].map(normalise));
  const { lines, labels } = await page
    .locator(within)
    .first()
    .evaluate((root) => {
      const labels: string[] = [];
      for (const element of Array.from(root.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))) {
        for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(attribute);
          if (value) labels.push(value);
        }
      }
      return { lines: (root as HTMLElement).innerText.split('\n'), labels };
    });
  // The words on the screen and in the data: a label made of them (an image named by its banner's title) is data too.
  const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  const seen = new Set([...lines, ...known].flatMap(wordsOf));
  const isEnglishText = (text: string) => english.exact.has(text) || english.patterns.some((pattern) => pattern.test(text));
  const isFileName = (text: string) => /^\S+\.(png|jpe?g|gif|webp|pdf)$/i.test(text);
  const isForeignLabel = (text: string) =>
    !/[\u0600-\u06FF]/.test(text) &&
    !english.shared.has(text) &&
    !isFileName(text) &&
    /[a-z]/.test(text) &&
    wordsOf(text).some((word) => !seen.has(word));
  const found = [
    ...lines.map(normalise).filter((line) => line && !known.has(line) && isEnglishText(line)),
    ...labels.map(normalise).filter((label) => label && !known.has(label) && (isEnglishText(label) || isForeignLabel(label))),
  ];
  return [...new Set(found)];
}

/** Numbers and money as the web app writes them (lib/format.ts): Saudi formats, Arabic-Indic digits in Arabic. */
const localeOf = (language: Lang) => (language === 'ar' ? 'ar-SA' : 'en-SA');

export function num(language: Lang, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeOf(language), options).format(value);
}

export function sar(language: Lang, value: number): string {
  const hasFraction = !Number.isInteger(Math.round(value * 100) / 100);
  const digits = hasFraction ? 2 : 0;
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** Text as compared: one space for every run of white space, without the direction marks numbers carry. */
export const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

import { formatNumber } from './format.js';

/*
 * The app's translation runtime (docs/decisions/046): dictionaries by language, `t` with `{{name}}` slots and plural
 * forms by the language's rules. It keeps the behaviour of i18next the texts were written for: a count of 0 takes the
 * `_zero` form where there is one, a key missing in the language shown comes from English when English is loaded, a
 * slot with no value is left as written. Plain TypeScript: the browser, the server's drawing and the e2e suite's
 * expected texts all use it. The keys' types are lib/i18n.ts's.
 */

export type Dictionary = { [key: string]: unknown };

export type TranslateOptions = {
  /** Picks the plural form (`key_one`, `key_few`…) when it is a number. */
  count?: unknown;
  /** The text when no loaded dictionary has the key. */
  defaultValue?: string;
  /** The key names a list or a section: it is given as it is. */
  returnObjects?: boolean;
  [slot: string]: unknown;
};

export type Translate = (key: string, options?: TranslateOptions) => unknown;

export type Translator = {
  readonly language: string;
  /** Bound to the language shown: a new function after each change of language. */
  readonly t: Translate;
  dir(): 'rtl' | 'ltr';
  /** Whether a loaded dictionary (the language shown's, else English) has the key. */
  exists(key: string): boolean;
  /** Merges a dictionary (or one group of it) into a language's texts. */
  add(language: string, dictionary: Dictionary): void;
  changeLanguage(language: string): void;
  /** Calls `listener` after each change of language; returns the unsubscription. */
  subscribe(listener: () => void): () => void;
};

/** The language a key falls back to. */
const FALLBACK = 'en';

/**
 * The slots that always hold a quantity ("{{count}} minutes", "Page {{n}}", "Showing {{from}} to {{to}}"): a number in
 * one is written in the digits of the language (Arabic-Indic in Arabic, grouped in both), so that `{ count: 5 }` reads
 * "٥ دقائق" rather than "5 دقائق". Order numbers, ids and years stay as they are; strings (amounts already formatted
 * with lib/format) pass through.
 */
const QUANTITIES = new Set([
  'count',
  'n',
  'total',
  'min',
  'max',
  'from',
  'to',
  'shown',
  'done',
  'percent',
  'rating',
  'change',
  'triesLeft',
]);

const SLOT = /\{\{(.+?)\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralForm(language: string, count: number) {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function isDictionary(value: unknown): value is Dictionary {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function at(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (!isDictionary(node)) return undefined;
    node = node[part];
  }
  return node;
}

function merge(into: Dictionary, from: Dictionary) {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (isDictionary(value) && isDictionary(existing)) merge(existing, value);
    else into[key] = isDictionary(value) ? merge({}, value) : value;
  }
  return into;
}

function fillSlots(text: string, options: TranslateOptions, language: string) {
  return text.replace(SLOT, (slot, name: string) => {
    const path = name.trim();
    const value = at(options, path);
    if (value === undefined) return slot;
    if (typeof value === 'number' && QUANTITIES.has(path)) return formatNumber(value, language);
    return value === null ? '' : String(value);
  });
}

/**
 * A translator showing `language`. `onMissing` hears of a key no loaded dictionary has and that came with no default
 * (the key itself is shown).
 */
export function createTranslator(language: string, onMissing?: (key: string, language: string) => void): Translator {
  const texts = new Map<string, Dictionary>();
  const listeners = new Set<() => void>();
  let current = language;

  /** The key's value in the language shown, else in English; with a count, its plural form first. */
  function lookUp(key: string, count: unknown) {
    for (const code of current === FALLBACK ? [current] : [current, FALLBACK]) {
      const dictionary = texts.get(code);
      if (!dictionary) continue;
      const candidates = [key];
      if (typeof count === 'number') candidates.unshift(`${key}_${pluralForm(code, count)}`);
      if (count === 0) candidates.unshift(`${key}_zero`);
      for (const candidate of candidates) {
        const value = at(dictionary, candidate);
        if (value !== undefined && value !== null) return value;
      }
    }
    return undefined;
  }

  const bind =
    (shown: string): Translate =>
    (key, options = {}) => {
      const value = lookUp(key, options.count);
      if (options.returnObjects && typeof value === 'object') return value;
      if (typeof value === 'string') return fillSlots(value, options, shown);
      if (options.defaultValue !== undefined) return fillSlots(options.defaultValue, options, shown);
      onMissing?.(key, shown);
      return key;
    };

  let t = bind(current);
  return {
    get language() {
      return current;
    },
    get t() {
      return t;
    },
    dir: () => (current === 'ar' ? 'rtl' : 'ltr'),
    exists: (key) => lookUp(key, undefined) !== undefined,
    add(code, dictionary) {
      texts.set(code, merge(texts.get(code) ?? {}, dictionary));
    },
    changeLanguage(code) {
      current = code;
      t = bind(code);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

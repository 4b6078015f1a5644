import { SEARCH_SYNONYMS, type TSearchSynonym } from './search-synonyms.js';

/** Alef with hamza above or below, alef with madda and alef wasla are all written as a bare alef. */
const ALEF_VARIANTS = /[أإآٱ]/g;
/** Harakat (fathatan to sukun), superscript alef and tatweel: marks and stretching that spelling may or may not carry. */
const MARKS = /[\u064B-\u0652\u0670\u0640]/g;
/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits, typed on Arabic and Persian keyboards. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** Accented Latin letters and their plain forms, the list gs_normalize (migration 0022) folds too. */
const ACCENTED = 'àáâãäåèéêëìíîïòóôõöùúûüçñýÿ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyy';
const ACCENTED_LETTER = new RegExp(`[${ACCENTED}]`, 'g');

/**
 * Text folded for search, the same way as the database's `gs_normalize` (migrations 0001 and 0022): lower case, every alef form
 * as ا, teh marbuta as heh (ة → ه), alef maqsura as yeh (ى → ي), without diacritics or tatweel, and Arabic-Indic or
 * Persian digits as 0–9, accented Latin letters plain. So "مكتبة" finds "مكتبه", "إكس بوكس" finds "اكس بوكس", "Xbox" finds "XBOX" and "٥" finds "5".
 */
export function normalizeSearchText(value: string): string {
  return value
    .toLowerCase()
    .replace(MARKS, '')
    .replace(ALEF_VARIANTS, 'ا')
    .replaceAll('ة', 'ه')
    .replaceAll('ى', 'ي')
    .replace(EASTERN_DIGITS, (digit) => String((digit.codePointAt(0)! - 0x0660) % (0x06f0 - 0x0660)))
    .replace(ACCENTED_LETTER, (letter) => PLAIN[ACCENTED.indexOf(letter)]!);
}

/** Whether `text` contains `query`, both folded by normalizeSearchText; an empty query matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  return normalizeSearchText(text).includes(normalizeSearchText(query.trim()));
}

/** Folded, with letters and digits apart (`ps5` → `ps 5`) and punctuation as spaces: the words a query is read as. */
export function searchWords(value: string): string[] {
  return normalizeSearchText(value)
    .replace(/(\p{L})(\d)/gu, '$1 $2')
    .replace(/(\d)(\p{L})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Edits (insert, delete, substitute, swap of neighbours) between two words, stopping once past `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** A typed word stands for a table word when equal, with the article ال, or one typo away (two for long words). */
function sameWord(typed: string, known: string): boolean {
  if (typed === known) return true;
  if (typed.startsWith('ال') && typed.length > 4 && typed.slice(2) === known) return true;
  if (known.length < 5 || /\d/.test(known) || /\d/.test(typed)) return false;
  return editDistance(typed, known, known.length >= 8 ? 2 : 1) <= (known.length >= 8 ? 2 : 1);
}

export type TSearchReading = {
  /** Synonym entries the query names, each once, in the order typed. */
  synonyms: TSearchSynonym[];
  /** The words left once those are taken out, joined by spaces; searched as text. */
  rest: string;
};

/**
 * Reads a query against the synonym table: at each word the longest entry term that matches (allowing a typo in
 * longer words) is taken, and the words no entry claims are left as text. `بلايستيشن ٥ مستعمل` reads as the ps5
 * entry and the rest `مستعمل`.
 */
export function readSearchQuery(query: string, table: TSearchSynonym[] = SEARCH_SYNONYMS): TSearchReading {
  // Each query word, split apart where letters meet digits (`ps5` → `ps 5`) so that entry terms match, remembering the
  // word it came from: a word no entry claims is left as the buyer typed it (`cfi2016` stays one word, as in titles).
  const typed = splitTyped(query);
  const words = typed.map((part) => part.word);
  const terms = table
    .flatMap((synonym) => synonym.terms.map((term) => ({ synonym, words: searchWords(term) })))
    .sort((a, b) => b.words.length - a.words.length);
  const synonyms: TSearchSynonym[] = [];
  const claimed = new Set<number>();
  for (let i = 0; i < words.length; ) {
    const found = terms.find((term) => term.words.every((word, k) => words[i + k] !== undefined && sameWord(words[i + k]!, word)));
    if (!found) {
      i++;
      continue;
    }
    if (!synonyms.includes(found.synonym)) synonyms.push(found.synonym);
    for (let k = 0; k < found.words.length; k++) claimed.add(i + k);
    i += found.words.length;
  }
  const rest: string[] = [];
  for (const [index, part] of typed.entries()) {
    if (claimed.has(index)) continue;
    const isWholeWordLeft = typed.every((other, k) => other.source !== part.source || !claimed.has(k));
    if (!isWholeWordLeft) rest.push(part.word);
    else if (typed[index - 1]?.source !== part.source) rest.push(part.sourceWord);
  }
  return { synonyms, rest: rest.join(' ') };
}

/** The query's words split where letters meet digits, each with the index and text of the word it came from. */
function splitTyped(query: string) {
  return normalizeSearchText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .flatMap((sourceWord, source) => searchWords(sourceWord).map((word) => ({ word, source, sourceWord })));
}

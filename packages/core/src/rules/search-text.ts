/** Alef with hamza above or below, alef with madda and alef wasla are all written as a bare alef. */
const ALEF_VARIANTS = /[أإآٱ]/g;
/** Harakat (fathatan to sukun), superscript alef and tatweel: marks and stretching that spelling may or may not carry. */
const MARKS = /[\u064B-\u0652\u0670\u0640]/g;

/**
 * Text folded for search, the same way as the database's `gs_normalize` (migration 0001): lower case, every alef form
 * as ا, teh marbuta as heh (ة → ه), alef maqsura as yeh (ى → ي), without diacritics or tatweel. So "مكتبة" finds
 * "مكتبه", "إكس بوكس" finds "اكس بوكس" and "Xbox" finds "XBOX".
 */
export function normalizeSearchText(value: string): string {
  return value.toLowerCase().replace(MARKS, '').replace(ALEF_VARIANTS, 'ا').replaceAll('ة', 'ه').replaceAll('ى', 'ي');
}

/** Whether `text` contains `query`, both folded by normalizeSearchText; an empty query matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  return normalizeSearchText(text).includes(normalizeSearchText(query.trim()));
}

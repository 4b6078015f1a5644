import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearchText } from './search-text.js';

describe('search text', () => {
  it('folds alef forms, teh marbuta, alef maqsura and case like gs_normalize', () => {
    expect(normalizeSearchText('أحمد إبراهيم آل ٱلشيخ')).toBe('احمد ابراهيم ال الشيخ');
    expect(normalizeSearchText('مكتبة')).toBe('مكتبه');
    expect(normalizeSearchText('مصطفى')).toBe('مصطفي');
    expect(normalizeSearchText('PlayStation 5')).toBe('playstation 5');
  });

  it('drops diacritics, superscript alef and tatweel', () => {
    expect(normalizeSearchText('مُحَمَّدٌ')).toBe('محمد');
    expect(normalizeSearchText('هٰذا')).toBe('هذا');
    expect(normalizeSearchText('ســـلام')).toBe('سلام');
  });

  it('matches across spelling variants in both directions, and an empty query matches all', () => {
    expect(matchesSearch('عبد الله - مكتبة الألعاب', 'مكتبه الالعاب')).toBe(true);
    expect(matchesSearch('مكتبه الالعاب', 'مَكتبة الأَلعاب')).toBe(true);
    expect(matchesSearch('Is the PS5 still available?', ' ps5 ')).toBe(true);
    expect(matchesSearch('Xbox', 'playstation')).toBe(false);
    expect(matchesSearch('anything', '  ')).toBe(true);
  });
});

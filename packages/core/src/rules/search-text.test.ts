import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearchText, readSearchQuery } from './search-text.js';

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

describe('Arabic-Indic digits', () => {
  it('fold to 0–9 from Arabic and Persian keyboards', () => {
    expect(normalizeSearchText('بلايستيشن ٥')).toBe('بلايستيشن 5');
    expect(normalizeSearchText('فيفا ۲۵')).toBe('فيفا 25');
    expect(normalizeSearchText('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeSearchText('Pokémon Ragnarök')).toBe('pokemon ragnarok');
  });
});

describe('reading a query against the synonym table', () => {
  const keys = (query: string) => readSearchQuery(query).synonyms.map((synonym) => synonym.key);

  it('names PlayStation 5 however it is typed', () => {
    for (const query of ['PS5', 'ps 5', 'Ps5', 'بلايستيشن ٥', 'بلاي ستيشن 5', 'PlayStation 5', 'playstation5']) {
      expect(keys(query), query).toEqual(['ps5']);
      expect(readSearchQuery(query).rest, query).toBe('');
    }
    expect(keys('بلاستيشن')).toEqual(['playstation']);
    expect(keys('سوني')).toEqual(['playstation']);
  });

  it('names Xbox, Switch, controllers, the football games and games in Arabic and English', () => {
    expect(keys('اكس بوكس')).toEqual(['xbox']);
    expect(keys('إكسبوكس')).toEqual(['xbox']);
    expect(keys('سويتش')).toEqual(['switch']);
    for (const query of ['دراعة', 'يد تحكم', 'controller', 'جوستك', 'الدراعة']) expect(keys(query), query).toEqual(['controller']);
    for (const query of ['فيفا', 'FIFA', 'FC 25', 'fc25']) expect(keys(query), query).toEqual(['football']);
    expect(keys('قيمز')).toEqual(['games']);
    expect(keys('games')).toEqual(['games']);
  });

  it('forgives a typo in longer words but not in short ones', () => {
    expect(keys('playstaton')).toEqual(['playstation']);
    expect(keys('بلايستشن')).toEqual(['playstation']);
    expect(keys('contoller')).toEqual(['controller']);
    expect(keys('pc')).toEqual(['pc']);
    expect(keys('pv')).toEqual([]);
  });

  it('keeps the words no entry claims as text, and names several entries once each', () => {
    expect(readSearchQuery('دراعة PS5 مستعملة')).toMatchObject({ rest: 'مستعمله' });
    expect(keys('دراعة PS5 مستعملة')).toEqual(['controller', 'ps5']);
    expect(keys('ps5 playstation 5')).toEqual(['ps5']);
    expect(readSearchQuery('Elden Ring')).toEqual({ synonyms: [], rest: 'elden ring' });
    // A model number or code the table does not claim stays one word, as titles store it.
    expect(readSearchQuery('Retro Bundle mwyr0t76')).toEqual({ synonyms: [], rest: 'retro bundle mwyr0t76' });
    expect(readSearchQuery('CFI-2016 PS5').rest).toBe('cfi 2016');
  });
});

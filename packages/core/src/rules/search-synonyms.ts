/**
 * What gamers type for the things sold here, in Arabic, English, Arabizi spellings and common misspellings.
 * This is data: add a spelling to `terms` when a search misses; the relevance set (server `search-relevance.test.ts`)
 * shows whether ranking still holds.
 *
 * - `terms`: what people type. Matched after normalizeSearchText (so alef forms, ة/ه, ى/ي, diacritics and digits do
 *   not need their own entry) and with letters and digits split apart (`ps5` is `ps 5`).
 * - `matches`: words that mean the same in a listing's title or description, as phrases.
 * - `platforms` / `categories`: catalogue names (English, as in the base catalogue) whose listings the query means;
 *   a category includes its subcategories. Listings there match and rank first.
 */
export type TSearchSynonym = {
  key: string;
  terms: string[];
  matches: string[];
  platforms?: string[];
  categories?: string[];
};

export const SEARCH_SYNONYMS: TSearchSynonym[] = [
  {
    key: 'ps5',
    terms: ['ps 5', 'playstation 5', 'play station 5', 'بلايستيشن 5', 'بلاستيشن 5', 'بليستيشن 5', 'بلي 5', 'بلى 5', 'سوني 5', 'بلاي ستيشن 5', 'بلاي 5'],
    matches: ['ps5', 'playstation 5', 'بلايستيشن 5', 'بلاستيشن 5', 'بلي 5', 'سوني 5'],
    platforms: ['PlayStation 5'],
  },
  {
    key: 'ps4',
    terms: ['ps 4', 'playstation 4', 'play station 4', 'بلايستيشن 4', 'بلاستيشن 4', 'بليستيشن 4', 'بلي 4', 'سوني 4', 'بلاي ستيشن 4', 'بلاي 4'],
    matches: ['ps4', 'playstation 4', 'بلايستيشن 4', 'بلاستيشن 4', 'بلي 4', 'سوني 4'],
    platforms: ['PlayStation 4'],
  },
  {
    key: 'playstation',
    terms: ['playstation', 'play station', 'ps', 'psn', 'sony', 'سوني', 'بلايستيشن', 'بلاستيشن', 'بليستيشن', 'بلستيشن', 'بلاي ستيشن', 'بلي ستيشن', 'بلي'],
    matches: ['playstation', 'ps5', 'ps4', 'sony', 'سوني', 'بلايستيشن', 'بلاستيشن', 'بلي'],
    platforms: ['PlayStation 5', 'PlayStation 4'],
  },
  {
    key: 'xbox',
    terms: ['xbox', 'x box', 'xbox series', 'xbox one', 'series x', 'series s', 'اكس بوكس', 'اكسبوكس', 'اكس بوكس ون', 'اكس بوكس سيريس', 'اكسبكس', 'مايكروسوفت'],
    matches: ['xbox', 'اكس بوكس', 'اكسبوكس'],
    platforms: ['Xbox Series X/S', 'Xbox One'],
  },
  {
    key: 'switch',
    terms: ['switch', 'nintendo', 'nintendo switch', 'سويتش', 'سوتش', 'سويش', 'نينتندو', 'نينتيندو', 'نينتندو سويتش', 'ننتندو'],
    matches: ['switch', 'nintendo', 'سويتش', 'نينتندو'],
    platforms: ['Nintendo Switch'],
  },
  {
    key: 'pc',
    terms: ['pc', 'computer', 'steam', 'بي سي', 'كمبيوتر', 'كومبيوتر', 'ستيم'],
    matches: ['pc', 'steam', 'بي سي', 'كمبيوتر', 'ستيم'],
    platforms: ['PC', 'Steam', 'Epic Games'],
  },
  {
    key: 'vr',
    terms: ['vr', 'quest', 'meta quest', 'oculus', 'نظاره', 'نظارة واقع افتراضي', 'واقع افتراضي', 'كويست', 'اوكولوس'],
    matches: ['vr', 'quest', 'oculus', 'نظاره', 'واقع افتراضي'],
    platforms: ['Meta Quest'],
  },
  {
    key: 'controller',
    terms: ['controller', 'controllers', 'gamepad', 'joystick', 'joy stick', 'dualsense', 'dual sense', 'dualshock', 'pad', 'دراعه', 'دراعات', 'ذراع', 'ذراعه', 'يد تحكم', 'يد', 'يدين', 'جوستك', 'جويستك', 'جوي ستك', 'جويستيك', 'وحده تحكم', 'وحدات التحكم', 'دوال سنس', 'يد بلي'],
    matches: ['controller', 'gamepad', 'joystick', 'dualsense', 'dualshock', 'دراعه', 'ذراع', 'يد تحكم', 'جوستك', 'جويستك', 'وحده تحكم'],
    categories: ['Controllers'],
  },
  {
    key: 'headset',
    terms: ['headset', 'headphones', 'headphone', 'سماعه', 'سماعات', 'سماعه راس', 'هيدسيت'],
    matches: ['headset', 'headphones', 'سماعه', 'سماعات'],
    categories: ['Headsets'],
  },
  {
    key: 'football',
    terms: ['fifa', 'fc', 'ea fc', 'ea sports fc', 'fc 24', 'fc 25', 'fc 26', 'فيفا', 'فيفا 25', 'اف سي', 'اي اف سي', 'كوره', 'كرة قدم', 'pes', 'efootball', 'بيس'],
    matches: ['fifa', 'ea fc', 'fc 24', 'fc 25', 'fc 26', 'فيفا', 'كوره', 'كره قدم', 'efootball', 'pes'],
    categories: ['Sports'],
  },
  {
    key: 'games',
    terms: ['games', 'game', 'video games', 'قيمز', 'قيم', 'جيمز', 'جيم', 'العاب', 'لعبه', 'لعبات', 'الالعاب', 'العاب فيديو', 'سيدي', 'cd', 'disc'],
    matches: ['game', 'games', 'قيم', 'قيمز', 'لعبه', 'العاب'],
    categories: ['Video Games'],
  },
  {
    key: 'console',
    terms: ['console', 'consoles', 'جهاز', 'اجهزه', 'جهاز العاب', 'كونسول'],
    matches: ['console', 'جهاز'],
    categories: ['Consoles'],
  },
  {
    key: 'gift-card',
    terms: ['gift card', 'card', 'cards', 'بطاقه', 'بطاقات', 'كرت', 'كروت', 'بطاقه شحن', 'ستور', 'psn card'],
    matches: ['gift card', 'card', 'بطاقه', 'كرت'],
    categories: ['Cards'],
  },
  {
    key: 'racing',
    terms: ['racing', 'race', 'سباق', 'سباقات', 'تفحيط', 'سيارات'],
    matches: ['racing', 'race', 'سباق', 'سيارات'],
    categories: ['Racing'],
  },
  { key: 'cod', terms: ['cod', 'call of duty', 'كود', 'كول اوف ديوتي', 'كول اف ديوتي'], matches: ['call of duty', 'cod', 'كود'] },
  { key: 'gta', terms: ['gta', 'grand theft auto', 'قراند', 'جي تي اي', 'جاتا'], matches: ['gta', 'grand theft auto', 'قراند'] },
  { key: 'spider-man', terms: ['spiderman', 'spider man', 'سبايدر مان', 'سبايدرمان'], matches: ['spider man', 'spiderman', 'سبايدر مان'] },
  { key: 'zelda', terms: ['zelda', 'زيلدا', 'زلدا'], matches: ['zelda', 'زيلدا'] },
  { key: 'mario', terms: ['mario', 'ماريو'], matches: ['mario', 'ماريو'] },
  { key: 'minecraft', terms: ['minecraft', 'ماين كرافت', 'ماينكرافت', 'ماين'], matches: ['minecraft', 'ماين كرافت', 'ماينكرافت'] },
];

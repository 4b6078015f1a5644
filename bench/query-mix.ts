// The search mix: 1,000 distinct searches built from queries people type in Arabic and English (with the usual
// misspellings and spacing), each with or without a filter, sort and page, drawn with a Zipf distribution (s = 1):
// a few searches are very common, most are rare, as in a real query log. Seeded, so every run asks the same.
import { CITIES } from './listings-data.js';

const QUERIES = [
  'ps5',
  'PS5',
  'ps 5',
  'بلايستيشن 5',
  'بلايستيشن ٥',
  'بلاستيشن',
  'سوني',
  'playstation',
  'playstaton',
  'ps4',
  'بلايستيشن 4',
  'اكس بوكس',
  'اكسبوكس',
  'xbox series x',
  'xbox',
  'سيريس اس',
  'نينتندو سويتش',
  'سويتش',
  'switch oled',
  'nintendo',
  'فيفا',
  'fifa',
  'FC 25',
  'fc25',
  'فيفا 25',
  'يد تحكم',
  'دراعة',
  'دراعه',
  'controller',
  'جوستك',
  'dualsense',
  'سماعة',
  'سماعه',
  'headset',
  'elden ring',
  'الدن رينغ',
  'zelda',
  'زيلدا',
  'call of duty',
  'كول اوف ديوتي',
  'cod',
  'gran turismo',
  'spiderman',
  'سبايدر مان',
  'god of war',
  'قود اوف وار',
  'minecraft',
  'ماين كرافت',
  'pubg',
  'ببجي',
  'شدات ببجي',
  'gta 5',
  'قراند',
  'mario kart',
  'ماريو',
  'pokemon',
  'بوكيمون',
  'tekken',
  'تيكن',
  'gaming pc',
  'جهاز قيمنق',
  'rtx 4070',
  'meta quest',
  'نظارة',
  'steam deck',
  'ستيم ديك',
  'ps plus',
  'اشتراك بلس',
  'game pass',
  'قيم باس',
  'gaming chair',
  'كرسي قيمنق',
  'keyboard',
  'كيبورد',
  'mouse',
  'ماوس',
  'شاحن',
  'مستعمل',
  'جديد',
  'قيمز',
  'games',
  'العاب',
  'ps5 pro',
  'بلايستيشن برو',
  'دراعة ps5',
  'controller xbox',
  'fifa 23',
  'زلدا',
  'ماينكرافت',
  'call of duty black ops',
  'سبايدرمان',
  'بلس',
  'كرت شاشة',
  'هايبر اكس',
];
const SORTS = ['', '', '', 'newest', 'price_asc', 'price_desc'];
const CATEGORIES_AND_PLATFORMS = ['category=Consoles', 'category=Accessories', 'category=Video Games', 'platform=Console', 'platform=PC'];

/** A deterministic generator (mulberry32), so the mix is the same in every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct query strings for /api/ads/home, the most common first. */
export function searchQueries(count = 1000): string[] {
  const next = random(19);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const seen = new Set<string>();
  // The plain searches are the most common; filters, sorts and later pages come after them in the ranking.
  for (const query of QUERIES) seen.add(new URLSearchParams({ search: query, page: '1', limit: '20' }).toString());
  while (seen.size < count) {
    const params = new URLSearchParams({ search: pick(QUERIES) });
    const roll = next();
    if (roll < 0.3) {
      const [key, value] = pick(CATEGORIES_AND_PLATFORMS).split('=') as [string, string];
      params.set(key, value);
    } else if (roll < 0.5) {
      params.set('priceMin', String(50 * Math.floor(next() * 20)));
      params.set('priceMax', String(1000 + 500 * Math.floor(next() * 6)));
    } else if (roll < 0.65) params.set('city', pick(CITIES));
    else if (roll < 0.8) params.set('condition', pick(['new', 'used']));
    const sort = pick(SORTS);
    if (sort) params.set('sort', sort);
    params.set('page', String(next() < 0.8 ? 1 : 2 + Math.floor(next() * 3)));
    params.set('limit', '20');
    seen.add(params.toString());
  }
  return [...seen];
}

/** Draws item k (0-based) with probability proportional to 1 / (k + 1). */
export function zipf<T>(items: T[], seed = 7): () => T {
  const next = random(seed);
  const cumulative: number[] = [];
  let sum = 0;
  for (let k = 0; k < items.length; k++) {
    sum += 1 / (k + 1);
    cumulative.push(sum);
  }
  return () => {
    const target = next() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return items[low]!;
  };
}

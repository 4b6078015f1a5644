import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { iconSvg } from '../../lib/artwork.js';
import { newId } from '../../lib/ids.js';
import { type Storage, storageKey } from '../../lib/storage/index.js';
import { categories, platforms } from './tables.js';

type CategorySeed = { name: string; nameAr: string; children?: { name: string; nameAr: string }[] };

/**
 * The catalogue a marketplace cannot run without; admins edit it afterwards. Loaded into empty tables, demo data or not.
 * Categories come without an icon file: the web draws an icon from the name (home/category-icon), which reads as what
 * the category is; lettered tiles ("VG", "AC") did not (issue 17). An admin can still upload artwork.
 */
export const BASE_CATEGORIES: CategorySeed[] = [
  {
    name: 'Video Games',
    nameAr: 'ألعاب الفيديو',
    children: [
      { name: 'Action', nameAr: 'أكشن' },
      { name: 'Adventure', nameAr: 'مغامرة' },
      { name: 'Battle Royal', nameAr: 'باتل رويال' },
      { name: 'Cards', nameAr: 'بطاقات' },
      { name: 'Fighting', nameAr: 'قتال' },
      { name: 'Racing', nameAr: 'سباقات' },
      { name: 'RPG', nameAr: 'تقمص الأدوار' },
      { name: 'Sports', nameAr: 'رياضة' },
      { name: 'Strategy', nameAr: 'استراتيجية' },
    ],
  },
  { name: 'Consoles', nameAr: 'أجهزة الألعاب' },
  {
    name: 'Accessories',
    nameAr: 'الإكسسوارات',
    children: [
      { name: 'Controllers', nameAr: 'وحدات التحكم' },
      { name: 'Headsets', nameAr: 'سماعات الرأس' },
    ],
  },
  { name: 'Merchandise', nameAr: 'المنتجات التذكارية' },
  { name: 'Spare Parts', nameAr: 'قطع الغيار' },
  { name: 'Guides', nameAr: 'الأدلة' },
];

export const BASE_PLATFORMS = [
  { name: 'PlayStation 5', nameAr: 'بلايستيشن 5', platformType: 'console', icon: 'PS5', colors: ['#1e3a8a', '#2563eb'] },
  { name: 'PlayStation 4', nameAr: 'بلايستيشن 4', platformType: 'console', icon: 'PS4', colors: ['#1e40af', '#3b82f6'] },
  { name: 'Xbox Series X/S', nameAr: 'إكس بوكس سيريس X/S', platformType: 'console', icon: 'XS', colors: ['#15803d', '#22c55e'] },
  { name: 'Xbox One', nameAr: 'إكس بوكس ون', platformType: 'console', icon: 'X1', colors: ['#166534', '#16a34a'] },
  { name: 'Nintendo Switch', nameAr: 'نينتندو سويتش', platformType: 'handheld', icon: 'NS', colors: ['#b91c1c', '#ef4444'] },
  { name: 'PC', nameAr: 'الكمبيوتر', platformType: 'pc', icon: 'PC', colors: ['#334155', '#64748b'] },
  { name: 'Steam', nameAr: 'ستيم', platformType: 'pc', icon: 'ST', colors: ['#0f172a', '#1e3a8a'] },
  { name: 'Epic Games', nameAr: 'إيبك قيمز', platformType: 'pc', icon: 'EG', colors: ['#111827', '#4b5563'] },
  { name: 'Mobile', nameAr: 'الجوال', platformType: 'mobile', icon: 'MO', colors: ['#7c3aed', '#c026d3'] },
  { name: 'Meta Quest', nameAr: 'ميتا كويست', platformType: 'vr', icon: 'VR', colors: ['#0369a1', '#0ea5e9'] },
] as const;

async function writeIcon(storage: Storage, label: string, [from, to]: readonly [string, string]) {
  const file = `${newId()}.webp`;
  const icon = await sharp(Buffer.from(iconSvg({ label, from, to })))
    .resize(128, 128)
    .webp({ quality: 85 })
    .toBuffer();
  await storage.put(storageKey('platforms', file), icon, 'image/webp');
  return file;
}

export async function ensureBaseCatalog(db: Db, storage: Storage) {
  const [categoryCount] = await db.select({ n: count() }).from(categories);
  if ((categoryCount?.n ?? 0) === 0) {
    let order = 0;
    for (const main of BASE_CATEGORIES) {
      const id = newId();
      await db.insert(categories).values({ id, name: main.name, nameAr: main.nameAr, sortOrder: order++ });
      for (const child of main.children ?? []) {
        await db.insert(categories).values({ id: newId(), name: child.name, nameAr: child.nameAr, parentId: id, sortOrder: order++ });
      }
    }
  }
  const [platformCount] = await db.select({ n: count() }).from(platforms);
  if ((platformCount?.n ?? 0) === 0) {
    let order = 0;
    for (const platform of BASE_PLATFORMS) {
      const icon = await writeIcon(storage, platform.icon, platform.colors);
      await db.insert(platforms).values({
        id: newId(),
        name: platform.name,
        nameAr: platform.nameAr,
        platformType: platform.platformType,
        icon,
        sortOrder: order++,
      });
    }
  }
}

import { CITIES, sarToHalalas } from '@gamesouq/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { bannerSvg, productSvg } from '../lib/artwork.js';
import { newId } from '../lib/ids.js';
import { storeImage } from '../lib/images.js';
import { type Storage, storageKey } from '../lib/storage/index.js';
import { banners, categories, platforms } from '../modules/catalog/tables.js';
import { listingImages, listings } from '../modules/listings/tables.js';
import { loadDemoAccounts } from './demo-accounts.js';
import { DEMO_LISTINGS } from './demo-catalog-data.js';

const DEMO_BANNERS = [
  {
    title: 'Level up your collection',
    titleAr: 'طوّر مجموعتك',
    subtitle: 'New consoles and games every day from trusted Saudi shops',
    subtitleAr: 'أجهزة وألعاب جديدة كل يوم من متاجر سعودية موثوقة',
    buttonTextAr: 'تسوّق الآن',
    colors: ['#4c1d95', '#2563eb'],
    buttonText: 'Shop now',
    buttonLink: '/home',
  },
  {
    title: 'Pay safely with escrow',
    titleAr: 'ادفع بأمان مع الضمان',
    subtitle: 'Your money is released to the seller only when you confirm delivery',
    subtitleAr: 'لا يصل مبلغك إلى البائع إلا بعد أن تؤكد الاستلام',
    buttonTextAr: 'اعرف المزيد',
    colors: ['#0f766e', '#0ea5e9'],
    buttonText: 'Learn more',
    buttonLink: '/about',
  },
  {
    title: 'Sell what you no longer play',
    titleAr: 'بِع ما لم تعد تلعب به',
    subtitle: 'Post your ad in a minute and reach gamers across the Kingdom',
    subtitleAr: 'انشر إعلانك في دقيقة وتصل إلى اللاعبين في أنحاء المملكة',
    buttonTextAr: 'أضف إعلانك',
    colors: ['#be185d', '#f97316'],
    buttonText: 'Post your ad',
    buttonLink: '/ads/new',
  },
] as const;

/** Loads demo accounts, listings with generated photos, and banners into an empty database. Returns false when it had users. */
export async function loadDemoData(db: Db, storage: Storage): Promise<boolean> {
  const sellers = await loadDemoAccounts(db);
  if (!sellers) return false;

  const categoryIds = new Map((await db.select().from(categories)).map((c) => [c.name, c.id]));
  const platformIds = new Map((await db.select().from(platforms)).map((p) => [p.name, p.id]));
  const cities = CITIES.filter((c) => c !== 'Other');

  for (const [index, item] of DEMO_LISTINGS.entries()) {
    const seller = sellers[index % sellers.length]!;
    const id = newId();
    await db.insert(listings).values({
      id,
      sellerId: seller.id,
      title: item.title,
      description: item.description,
      priceHalalas: sarToHalalas(item.price),
      discountPercentage: item.discount ?? 0,
      quantity: item.quantity ?? 1,
      categoryId: categoryIds.get(item.category),
      platformId: platformIds.get(item.platform),
      condition: item.condition,
      city: index % 3 === 0 ? seller.city : cities[index % cities.length]!,
      location: ['Al Olaya', 'Al Nakheel', 'Al Rawdah', 'Al Hamra', 'Downtown'][index % 5]!,
      phone: '+966500000000',
      deliveryType: (['both', 'shipping', 'hand'] as const)[index % 3],
      features: item.features ?? [],
      status: 'active',
      views: (index * 37) % 400,
      createdAt: new Date(Date.now() - index * 3 * 3600 * 1000),
    });
    const photos = 1 + (index % 3);
    for (let variant = 0; variant < photos; variant++) {
      const svg = productSvg({
        title: item.title,
        subtitle: `${item.platform} · ${item.category}`,
        from: item.colors[0],
        to: item.colors[1],
        shape: item.shape,
        variant,
      });
      const image = await storeImage(await sharp(Buffer.from(svg)).png().toBuffer(), { storage, folder: 'ads' });
      await db.insert(listingImages).values({ id: newId(), listingId: id, position: variant, ...image });
    }
  }

  for (const [index, banner] of DEMO_BANNERS.entries()) {
    const file = `${newId()}.webp`;
    const svg = bannerSvg({ from: banner.colors[0], to: banner.colors[1] });
    await storage.put(storageKey('banners', file), await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer(), 'image/webp');
    await db.insert(banners).values({
      id: newId(),
      title: banner.title,
      titleAr: banner.titleAr,
      subtitle: banner.subtitle,
      subtitleAr: banner.subtitleAr,
      buttonText: banner.buttonText,
      buttonTextAr: banner.buttonTextAr,
      buttonLink: banner.buttonLink,
      image: file,
      priority: 5 - index,
    });
  }
  // One listing waits for review, so that moderation has something to show.
  const [last] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.title, DEMO_LISTINGS.at(-1)!.title));
  if (last) await db.update(listings).set({ status: 'pending_review' }).where(eq(listings.id, last.id));
  return true;
}

import { randomBytes } from 'node:crypto';
import { sarToHalalas } from '@gamesouq/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { productSvg } from '../lib/artwork.js';
import { newId } from '../lib/ids.js';
import { storeImage } from '../lib/images.js';
import type { Storage } from '../lib/storage/index.js';
import { categories, platforms } from '../modules/catalog/tables.js';
import { addCodes, codeKeysOf } from '../modules/digital-codes/index.js';
import { listingImages, listings } from '../modules/listings/tables.js';
import { users } from '../modules/users/tables.js';

const DEMO_CODE_LISTINGS = [
  { title: 'PSN Gift Card KSA 50 SAR', platform: 'PlayStation 5', price: 50, codes: 25, colors: ['#1e3a8a', '#2563eb'] },
  { title: 'Steam Gift Card 100 SAR', platform: 'Steam', price: 100, codes: 15, colors: ['#0f172a', '#1e3a8a'] },
] as const;

/** Random demo codes in the 4-4-4 form of gift cards; they redeem nothing. */
const demoCode = () => (randomBytes(6).toString('hex').toUpperCase().match(/.{4}/g) ?? []).join('-');

/** The demo trader's digital code listings (ADR 020), with codes in stock uploaded through the codes service. */
export async function loadDemoCodes(db: Db, { storage, config }: { storage: Storage; config: Config }) {
  const [trader] = await db.select().from(users).where(eq(users.email, 'trader@gamesouq.sa'));
  if (!trader) return;
  const [category] = await db.select().from(categories).where(eq(categories.name, 'Cards'));
  const keys = await codeKeysOf(config);
  for (const item of DEMO_CODE_LISTINGS) {
    const [platform] = await db.select().from(platforms).where(eq(platforms.name, item.platform));
    const id = newId();
    await db.insert(listings).values({
      id,
      sellerId: trader.id,
      title: item.title,
      description: `${item.title}: the code is delivered on the order page as soon as you pay. Region: Saudi Arabia.`,
      priceHalalas: sarToHalalas(item.price),
      quantity: 0,
      categoryId: category?.id,
      platformId: platform?.id,
      city: 'Riyadh',
      phone: '+966500000000',
      type: 'digital_code',
      region: 'SA',
      status: 'active',
      // Listed before the demo's other ads, so Home opens on goods of every kind rather than two gift cards.
      createdAt: new Date(Date.now() - 20 * 24 * 3600 * 1000),
    });
    const svg = productSvg({
      title: item.title,
      subtitle: `${item.platform} · Digital code`,
      from: item.colors[0],
      to: item.colors[1],
      shape: 'book',
      variant: 0,
    });
    const image = await storeImage(await sharp(Buffer.from(svg)).png().toBuffer(), { storage, folder: 'ads' });
    await db.insert(listingImages).values({ id: newId(), listingId: id, position: 0, ...image });
    await addCodes(db, { listingId: id, seller: trader, codes: Array.from({ length: item.codes }, demoCode), keys });
  }
}

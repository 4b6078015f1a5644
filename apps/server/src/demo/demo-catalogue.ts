import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { coverSvg } from '../lib/artwork.js';
import { newId } from '../lib/ids.js';
import { storeImage } from '../lib/images.js';
import type { Storage } from '../lib/storage/index.js';
import { catalogueItems, categories, platforms } from '../modules/catalog/tables.js';
import { listings } from '../modules/listings/tables.js';
import { DEMO_ITEMS } from './demo-catalogue-data.js';

/**
 * The demo catalogue (issue 22): about a hundred items with generated cover art, and the demo listings of the same
 * things linked to them, as a seller's link does (they take the item's name).
 */
export async function loadDemoCatalogue(db: Db, storage: Storage) {
  const categoryIds = new Map((await db.select().from(categories)).map((c) => [c.name, c.id]));
  const platformRows = await db.select().from(platforms);
  const platformIds = new Map(platformRows.map((p) => [p.name, p.id]));
  // A game's Arabic name carries its platform's Arabic name, as the platforms table spells it.
  const platformAr = new Map(platformRows.map((p) => [p.name, p.nameAr || p.name]));
  for (const { shape, colors, listings: titles, platform, category, ...item } of DEMO_ITEMS) {
    const id = newId();
    const cover = await sharp(Buffer.from(coverSvg({ from: colors[0], to: colors[1], shape })))
      .png()
      .toBuffer();
    const art = await storeImage(cover, { storage, folder: 'catalogue', maxSize: 1000, thumbSize: 320 });
    await db.insert(catalogueItems).values({
      id,
      ...item,
      nameAr: item.nameAr.replace(`(${platform})`, `(${platformAr.get(platform) ?? platform})`),
      platformId: platformIds.get(platform),
      categoryId: categoryIds.get(category),
      art: art.file,
      artThumb: art.thumb,
    });
    if (titles) await db.update(listings).set({ catalogueItemId: id, title: item.name }).where(inArray(listings.title, titles));
  }
}

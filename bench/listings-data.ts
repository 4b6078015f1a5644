// The listing scenarios' catalogue, generated in bulk in PostgreSQL (generate_series): sellers, listings whose titles
// and descriptions read like the marketplace's in Arabic and English, on the base catalogue's categories and
// platforms, with one image each. The listings' indexes are dropped during the load and rebuilt after it, as a
// bulk load should (a GIN index built once is many times faster than one grown row by row).
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.js';
import { localStorage } from '../apps/server/src/lib/storage/index.js';
import { ensureBaseCatalog } from '../apps/server/src/modules/catalog/base-catalog.js';

/** Products as sellers name them: [English, Arabic, platform, category]. */
const PRODUCTS: [string, string, string, string][] = [
  ['PlayStation 5 Slim', 'بلايستيشن 5 سليم', 'PlayStation 5', 'Consoles'],
  ['PS5 Pro 2TB', 'بلايستيشن ٥ برو', 'PlayStation 5', 'Consoles'],
  ['PlayStation 4 Pro 1TB', 'بلايستيشن 4 برو', 'PlayStation 4', 'Consoles'],
  ['Xbox Series X', 'اكس بوكس سيريس اكس', 'Xbox Series X/S', 'Consoles'],
  ['Xbox Series S 512GB', 'إكس بوكس سيريس اس', 'Xbox Series X/S', 'Consoles'],
  ['Xbox One S', 'اكس بوكس ون', 'Xbox One', 'Consoles'],
  ['Nintendo Switch OLED', 'نينتندو سويتش أوليد', 'Nintendo Switch', 'Consoles'],
  ['Steam Deck OLED', 'ستيم ديك', 'Steam', 'Consoles'],
  ['DualSense Controller', 'يد تحكم دول سنس', 'PlayStation 5', 'Controllers'],
  ['DualShock 4 Controller', 'دراعة بلايستيشن 4', 'PlayStation 4', 'Controllers'],
  ['Xbox Wireless Controller', 'يد اكس بوكس لاسلكية', 'Xbox Series X/S', 'Controllers'],
  ['Pro Controller', 'جوستك سويتش برو', 'Nintendo Switch', 'Controllers'],
  ['Pulse 3D Headset', 'سماعة بلس ثري دي', 'PlayStation 5', 'Headsets'],
  ['HyperX Cloud II Headset', 'سماعة هايبر اكس', 'PC', 'Headsets'],
  ['EA Sports FC 25', 'فيفا 25', 'PlayStation 5', 'Sports'],
  ['FIFA 23', 'فيفا 23 نسخة عربية', 'PlayStation 4', 'Sports'],
  ['Elden Ring', 'إلدن رينغ', 'PlayStation 5', 'RPG'],
  ['The Legend of Zelda Tears of the Kingdom', 'زيلدا دموع المملكة', 'Nintendo Switch', 'Adventure'],
  ['Call of Duty Black Ops 6', 'كول اوف ديوتي بلاك اوبس', 'Xbox Series X/S', 'Action'],
  ['Gran Turismo 7', 'جران توريزمو 7', 'PlayStation 5', 'Racing'],
  ['Marvel Spider-Man 2', 'سبايدر مان 2', 'PlayStation 5', 'Action'],
  ['God of War Ragnarok', 'قود اوف وار راقناروك', 'PlayStation 5', 'Action'],
  ['Minecraft', 'ماين كرافت', 'PC', 'Adventure'],
  ['PUBG UC 660', 'شدات ببجي 660', 'Mobile', 'Battle Royal'],
  ['Grand Theft Auto V', 'جي تي اي 5 قراند', 'PlayStation 4', 'Action'],
  ['Mario Kart 8 Deluxe', 'ماريو كارت 8', 'Nintendo Switch', 'Racing'],
  ['Pokemon Scarlet', 'بوكيمون سكارليت', 'Nintendo Switch', 'RPG'],
  ['Tekken 8', 'تيكن 8', 'PlayStation 5', 'Fighting'],
  ['Gaming PC RTX 4070', 'جهاز قيمنق RTX 4070', 'PC', 'Consoles'],
  ['Meta Quest 3', 'نظارة ميتا كويست 3', 'Meta Quest', 'Consoles'],
  ['PlayStation Plus 12 months', 'اشتراك بلس 12 شهر', 'PlayStation 5', 'Cards'],
  ['Xbox Game Pass Ultimate', 'قيم باس التميت', 'Xbox Series X/S', 'Cards'],
  ['Gaming Chair', 'كرسي قيمنق', 'PC', 'Merchandise'],
  ['Mechanical Keyboard', 'كيبورد ميكانيكي', 'PC', 'Accessories'],
  ['Gaming Mouse', 'ماوس قيمنق', 'PC', 'Accessories'],
  ['PS5 Charging Station', 'شاحن يد بلايستيشن', 'PlayStation 5', 'Spare Parts'],
];
const EXTRAS = ['', 'used', 'new sealed', 'like new', 'مستعمل', 'جديد', 'نظيف جدا', 'مع الكرتون', 'بحالة ممتازة', 'Arabic edition'];
export const CITIES = ['Riyadh', 'Jeddah', 'Dammam', 'Mecca', 'Medina', 'Khobar', 'Abha', 'Tabuk'];

export async function loadListings(db: Db, { listings, storageDir }: { listings: number; storageDir: string }) {
  await ensureBaseCatalog(db, localStorage(storageDir));
  const sellers = Math.max(50, Math.round(listings / 200));
  await db.execute(sql`insert into users (id, name, email, phone, password_hash, role, verified)
    select 'bench-seller-' || i, 'Seller ' || i, 'seller' || i || '@bench.sa', '+9665' || lpad(i::text, 8, '0'), 'x',
      case when i % 3 = 0 then 'trader' else 'user' end, i % 2 = 0
    from generate_series(1, ${sellers}) i`);
  const indexes = (
    await db.execute(sql`select indexname, indexdef from pg_indexes where tablename in ('listings', 'listing_images')
      and indexname not in (select conname from pg_constraint)`)
  ).rows as { indexname: string; indexdef: string }[];
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  const products = sql.raw(
    `array[${PRODUCTS.map((p) => `row(${p.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')})::bench_product`).join(', ')}]`,
  );
  await db.execute(sql`create type bench_product as (en text, ar text, platform text, category text)`);
  await db.execute(sql`
    with catalogue as (select ${products} as products,
      array[${sql.join(
        EXTRAS.map((e) => sql`${e}`),
        sql`, `,
      )}]::text[] as extras,
      array[${sql.join(
        CITIES.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[] as cities),
    picked as (select i, products[1 + (i * 7) % array_length(products, 1)] as p, extras, cities from catalogue, generate_series(1, ${listings}) i)
    insert into listings (id, seller_id, title, description, price_halalas, discount_percentage, quantity, category_id, platform_id,
      condition, city, delivery_type, status, created_at)
    select 'bench-' || i, 'bench-seller-' || (1 + i % ${sellers}),
      -- Half the sellers write in Arabic, half in English, as on the site.
      case when i % 2 = 0 then (p).ar else (p).en end || case when extras[1 + (i / 11) % 10] = '' then '' else ' ' || extras[1 + (i / 11) % 10] end,
      case when i % 2 = 0 then 'للبيع ' || (p).ar || '، التوصيل متاح لجميع المدن. ' || (p).en
        else (p).en || ' for sale, shipped from the Kingdom. ' || (p).ar end,
      1000 + (i::bigint * 7919) % 500000, (i % 5) * 5, 1 + i % 4,
      (select id from categories where name = (p).category), (select id from platforms where name = (p).platform),
      case when i % 3 = 0 then 'new' else 'used' end, cities[1 + i % array_length(cities, 1)],
      (array['shipping', 'hand', 'both'])[1 + i % 3], 'active', now() - (i || ' minutes')::interval
    from picked`);
  await db.execute(sql`drop type bench_product`);
  await db.execute(sql`insert into listing_images (id, listing_id, file, thumb, position, width, height)
    select 'img-' || id, id, id || '.webp', id || '-thumb.webp', 0, 800, 600 from listings`);
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  // What autovacuum does on a live server: statistics and the visibility map that index-only scans need.
  await db.execute(sql`vacuum analyze`);
}

/**
 * The items scenario's catalogue (issue 22): one catalogue item per 20 listings (5,000 at 100,000), named after the
 * products above, and every listing linked to one of them, generated in bulk; then statistics, as autovacuum would.
 * It runs after the other listing scenarios, whose figures stay those of unlinked listings.
 */
export async function linkListingsToItems(db: Db, { listings }: { listings: number }) {
  const items = Math.max(50, Math.round(listings / 20));
  const names = sql.raw(`array[${PRODUCTS.map((p) => `'${p[0].replaceAll("'", "''")}'`).join(', ')}]::text[]`);
  const namesAr = sql.raw(`array[${PRODUCTS.map((p) => `'${p[1].replaceAll("'", "''")}'`).join(', ')}]::text[]`);
  const platformNames = sql.raw(`array[${PRODUCTS.map((p) => `'${p[2].replaceAll("'", "''")}'`).join(', ')}]::text[]`);
  await db.execute(sql`
    insert into catalogue_items (id, kind, name, name_ar, platform_id, category_id, edition)
    select 'bench-item-' || i, 'game', (${names})[1 + i % ${PRODUCTS.length}] || ' #' || i, (${namesAr})[1 + i % ${PRODUCTS.length}] || ' #' || i,
      (select id from platforms where name = (${platformNames})[1 + i % ${PRODUCTS.length}]), null, 'Standard'
    from generate_series(1, ${items}) i`);
  // The server may be writing view counts of these listings meanwhile (the product scenario's visits): a deadlock
  // with one of its writes is retried, as an application would.
  for (let attempt = 1; ; attempt++) {
    try {
      await db.execute(sql`update listings set catalogue_item_id = 'bench-item-' || (1 + (substr(id, 7)::int % ${items}))
        where id like 'bench-%'`);
      break;
    } catch (error) {
      const code = (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
      if (code !== '40P01' || attempt === 3) throw error;
    }
  }
  await db.execute(sql`vacuum analyze listings`);
  await db.execute(sql`vacuum analyze catalogue_items`);
  return items;
}

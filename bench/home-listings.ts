// Benchmark: GET /api/ads/home with a search word, a category and a price filter over 100,000 active listings,
// at 50 concurrent connections, next to a bare Fastify route in the same process; and the HTML of a product page and of
// Home, whose heads the server writes per request (modules/seo), next to a signed-in screen's unchanged index.html.
// `npm run bench`.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createLogMessenger } from '../apps/server/src/lib/messaging.js';
import { localStorage } from '../apps/server/src/lib/storage/index.js';
import { ensureBaseCatalog } from '../apps/server/src/modules/catalog/base-catalog.js';
import { benchDatabase, type Load, load, printTable } from './support.js';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);

const database = await benchDatabase('home');
const { db } = database;
await ensureBaseCatalog(db, localStorage(database.storageDir));
const started = Date.now();
await db.execute(sql`insert into users (id, name, email, phone, password_hash, role, verified)
  select 'bench-seller-' || i, 'Seller ' || i, 'seller' || i || '@bench.sa', '+9665' || lpad(i::text, 8, '0'), 'x',
    case when i % 3 = 0 then 'trader' else 'user' end, i % 2 = 0
  from generate_series(1, 500) i`);
await db.execute(sql`
  with words as (select
    array['PlayStation 5', 'Xbox Series X', 'Nintendo Switch', 'Gaming PC', 'DualSense', 'FIFA 25', 'Elden Ring', 'Zelda', 'Call of Duty', 'Gran Turismo',
          'بلايستيشن', 'إكس بوكس', 'فيفا', 'يد تحكم', 'سماعة'] as nouns,
    array['Slim', 'Pro', 'Deluxe', 'Edition', 'Bundle', 'Controller', 'Headset', 'Used', 'New', 'مستعمل', 'جديد', 'نسخة عربية'] as extras,
    (select array_agg(id) from categories) as cats,
    (select array_agg(id) from platforms) as plats)
  insert into listings (id, seller_id, title, description, price_halalas, discount_percentage, quantity, category_id, platform_id, condition, city, status, created_at)
  select 'bench-' || i, 'bench-seller-' || (1 + i % 500),
    nouns[1 + i % array_length(nouns, 1)] || ' ' || extras[1 + (i / 7) % array_length(extras, 1)] || ' #' || i,
    'Item ' || i || ' in great condition, shipped from the Kingdom. ' || nouns[1 + (i / 3) % array_length(nouns, 1)],
    1000 + (i * 7919) % 500000, (i % 5) * 5, 1 + i % 4,
    cats[1 + i % array_length(cats, 1)], plats[1 + i % array_length(plats, 1)], 'new', 'Riyadh', 'active',
    now() - (i || ' minutes')::interval
  from words, generate_series(1, ${LISTINGS}) i`);
await db.execute(sql`insert into listing_images (id, listing_id, file, thumb, position, width, height)
  select 'img-' || id, id, id || '.webp', id || '-thumb.webp', 0, 800, 600 from listings`);
// What autovacuum does on a live server: statistics and the visibility map that index-only scans need.
await db.execute(sql`vacuum analyze`);
console.log(`Loaded ${LISTINGS} listings in ${((Date.now() - started) / 1000).toFixed(1)} s on the ${database.engine}.`);

const [category] = (await db.execute(sql`select id from categories where name = 'Consoles'`)).rows as { id: string }[];
// The last web build's index.html when there is one (its size is what is compressed per request), else a small page.
const builtIndex = path.resolve(import.meta.dirname, '../apps/web/dist/index.html');
const webDist = await mkdtemp(path.join(os.tmpdir(), 'gamesouq-bench-web-'));
await writeFile(
  path.join(webDist, 'index.html'),
  existsSync(builtIndex)
    ? readFileSync(builtIndex)
    : '<!doctype html><html><head><title>GameSouq</title></head><body><div id="root"></div></body></html>',
);
const config = loadConfig({
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  STORAGE_DIR: database.storageDir,
  WEB_DIST_DIR: webDist,
});
const app = await buildApp(
  {
    config,
    db,
    messenger: createLogMessenger({ isProduction: true, log: () => {} }),
    secret: 'x'.repeat(40),
    storage: localStorage(database.storageDir),
  },
  { logger: false },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const port = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;

const query = `search=PlayStation&category=${category!.id}&priceMin=100&priceMax=3000&page=1&limit=10`;
const sample = (await (await fetch(`http://127.0.0.1:${port(app)}/api/ads/home?${query}`)).json()) as { ads: unknown[]; total: number };
console.log(`The measured query returns ${sample.ads.length} ads of ${sample.total}.`);

const rows = [
  await load('GET /api/ads/home (search + category + price)', `http://127.0.0.1:${port(app)}/api/ads/home?${query}`),
  await load('GET /api/ads/home (first page, no filter)', `http://127.0.0.1:${port(app)}/api/ads/home?page=1&limit=10`),
  await load('bare Fastify route', `http://127.0.0.1:${port(bare)}/bare`),
];
// As a phone's browser asks: compressed, in Arabic.
const browser = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'ar-SA,ar;q=0.9' };
const pages = [
  await load('GET /api/ads/bench-1 (JSON, the same listing)', `http://127.0.0.1:${port(app)}/api/ads/bench-1`, { headers: browser }),
  await load('GET /product/bench-1 (HTML, head from the server)', `http://127.0.0.1:${port(app)}/product/bench-1`, { headers: browser }),
  await load('GET /home (HTML, head from the server)', `http://127.0.0.1:${port(app)}/home`, { headers: browser }),
  await load('GET /cart (HTML, index.html as built)', `http://127.0.0.1:${port(app)}/cart`, { headers: browser }),
];
printTable(`HTML pages, 50 connections, 10 s each, ${database.engine}`, pages);
printTable(`Home listings over ${LISTINGS} listings, 50 connections, 10 s each, ${database.engine}`, rows);
// How much the database work costs next to Fastify alone: throughput divided, tail latency multiplied.
const [search, firstPage, bareRoute] = rows as [Load, Load, Load];
const times = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}x` : 'n/a');
console.log('');
for (const home of [search, firstPage]) {
  console.log(
    `ratio bare/home (${home.name}): ${times(bareRoute.rps, home.rps)} requests/s, home/bare p99: ${times(home.p99, bareRoute.p99)}`,
  );
}

await app.close();
await bare.close();
await database.close();
await rm(webDist, { recursive: true, force: true });

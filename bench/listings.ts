// The listing scenarios over BENCH_LISTINGS generated listings, against the server in its own process (as
// `npm start` runs it), each at saturation and at a fixed offered rate:
// - home: anonymous first pages of Home and of each category and platform (the shared reply cache, ADR 026);
// - search: the Zipf mix of 1,000 distinct searches with filters, sorts and pages (never cached);
// - product: a product's API reply and its server-rendered HTML, over many listings;
// - items: an item page's API reply and its server-rendered HTML (issue 22), every listing then linked to one of
//   LISTINGS / 20 catalogue items (5,000 at 100,000); it runs last, so the others measure unlinked listings.
// BENCH_ONLY picks some of them (comma-separated). While the product and item pages are asked, sellers change
// BENCH_CHANGES_PER_SECOND listings (10 by default, the most asked most often), each a real edit and its event,
// so that kept pages are emptied as a busy marketplace empties them (ADR 059). The drawn pages are measured twice: the
// first seconds after the server starts, with nothing kept yet, and after BENCH_WARM_SECONDS (60) more of visitors,
// as a server that has run a while.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inTransaction } from '../apps/server/src/db/transaction.js';
import { recordEvent } from '../apps/server/src/modules/events/index.js';
import { linkListingsToItems, loadListings } from './listings-data.js';
import { fixedRate, measure, printRows, type Row, type Target } from './load.js';
import { searchQueries, zipf } from './query-mix.js';
import { benchDatabase, benchSeconds, startBenchServer } from './support.js';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const isOn = (scenario: string) => !only?.length || only.includes(scenario);
const seconds = benchSeconds();

const database = await benchDatabase('listings');
const started = Date.now();
await loadListings(database.db, { listings: LISTINGS, storageDir: database.storageDir });
console.log(`Loaded ${LISTINGS} listings in ${((Date.now() - started) / 1000).toFixed(1)} s on the ${database.engine}.`);

// The web app as `npm start` serves it (bench/run.mjs builds it first): public pages drawn by the server, kept 5 s.
const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');
const webSsr = path.resolve(import.meta.dirname, '../apps/web/dist-ssr');
if (!existsSync(path.join(webDist, 'index.html')) || !existsSync(path.join(webSsr, 'entry-server.js'))) {
  throw new Error('The web app is not built: run `npm run build -w @gamesouq/web` (npm run bench does).');
}
const server = await startBenchServer({
  DATABASE_URL: database.url,
  JWT_SECRET: 'x'.repeat(40),
  DATA_DIR: database.storageDir,
  WEB_DIST_DIR: webDist,
  WEB_SSR_DIR: webSsr,
});

const ids = (query: string) => database.db.execute(sql.raw(query)).then((r) => (r.rows as { id: string }[]).map((row) => row.id));
const categories = await ids('select id from categories');
const platforms = await ids('select id from platforms');
// As a phone's browser asks: compressed, in Arabic.
const browser = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'ar-SA,ar;q=0.9' };
const cycle = (targets: Target[]) => {
  let n = 0;
  return () => targets[n++ % targets.length]!;
};
const run = (name: string, requests: Target | (() => Target), rate: number): Promise<Row> =>
  measure(name, server.baseUrl, requests, { rate, seconds, pid: server.pid });

/**
 * Visitors asking `requests` at 300 a second for WARM_SECONDS, unmeasured: the server then holds what one that has
 * run a while holds, the pages of the last minutes, less what changed since.
 */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 60);
const warm = (requests: () => Target) => fixedRate(server.baseUrl, requests, { rate: 300, seconds: WARM_SECONDS });

const CHANGES_PER_SECOND = Number(process.env.BENCH_CHANGES_PER_SECOND ?? 10);
/** Sellers at work while `work` runs: listings drawn by `pick` change price, with the event a seller's edit records. */
async function withSellersAtWork<T>(pick: () => string, work: () => Promise<T>): Promise<T> {
  let changes = 0;
  const change = (id: string) =>
    inTransaction(database.db, async (tx) => {
      await tx.execute(sql`update listings set price_halalas = price_halalas + 100, updated_at = now() where id = ${id}`);
      await recordEvent(tx, { type: 'listings_changed', listingIds: [id] });
      changes++;
    });
  const timer = CHANGES_PER_SECOND > 0 ? setInterval(() => void change(pick()), 1000 / CHANGES_PER_SECOND) : undefined;
  const started = Date.now();
  try {
    return await work();
  } finally {
    clearInterval(timer);
    console.log(`  meanwhile ${changes} listings changed (${((changes * 1000) / (Date.now() - started)).toFixed(1)}/s)`);
  }
}

if (isOn('home')) {
  const firstPages = [
    { path: '/api/ads/home?page=1&limit=20', headers: browser },
    ...categories.map((id) => ({ path: `/api/ads/home?category=${id}&page=1&limit=20`, headers: browser })),
    ...platforms.map((id) => ({ path: `/api/ads/home?platform=${id}&page=1&limit=20`, headers: browser })),
  ];
  printRows(`Home and category first pages, anonymous, ${LISTINGS} listings, ${seconds} s each, ${database.engine}`, [
    await run('GET /api/ads/home (first page)', firstPages[0]!, 1000),
    await run(
      `GET /api/ads/home (first pages of Home, ${categories.length} categories, ${platforms.length} platforms)`,
      cycle(firstPages),
      1000,
    ),
  ]);
}
if (isOn('search')) {
  const queries = searchQueries(1000);
  const next = zipf(queries);
  const rate = LISTINGS >= 1_000_000 ? 200 : 300;
  printRows(`Search mix (1,000 distinct searches, Zipf), ${LISTINGS} listings, ${seconds} s each, ${database.engine}`, [
    await run('GET /api/ads/home?search=… (mix)', () => ({ path: `/api/ads/home?${next()}`, headers: browser }), rate),
    await run('GET /api/ads/home?search=سوني', { path: `/api/ads/home?search=${encodeURIComponent('سوني')}&page=1&limit=20` }, rate),
  ]);
}
const products = Array.from({ length: Math.min(LISTINGS, 10_000) }, (_, i) => `bench-${1 + ((i * 7907) % LISTINGS)}`);
if (isOn('product')) {
  const pick = zipf(products, 11);
  const changed = zipf(products, 13);
  const page = () => ({ path: `/product/${pick()}`, headers: browser });
  const rows = await withSellersAtWork(changed, async () => {
    // What the product screen asks: the listing (which counts a view) and its related listings.
    const rows = [
      await run('GET /api/user/ads/:id (JSON, counts a view)', () => ({ path: `/api/user/ads/${pick()}`, headers: browser }), 500),
      await run('GET /api/user/ads/related/:id (JSON)', () => ({ path: `/api/user/ads/related/${pick()}`, headers: browser }), 500),
      await run('GET /product/:id (HTML drawn by the server)', page, 300),
    ];
    await warm(page);
    return [...rows, await run(`GET /product/:id (HTML), ${WARM_SECONDS} s later`, page, 300)];
  });
  printRows(
    `Product page, ${LISTINGS} listings, ${CHANGES_PER_SECOND} listings changed a second, ${seconds} s each, ${database.engine}`,
    rows,
  );
}

if (isOn('items')) {
  const linked = Date.now();
  const items = await linkListingsToItems(database.db, { listings: LISTINGS });
  console.log(`Linked ${LISTINGS} listings to ${items} catalogue items in ${((Date.now() - linked) / 1000).toFixed(1)} s.`);
  const pick = zipf(
    Array.from({ length: items }, (_, i) => `bench-item-${1 + ((i * 7907) % items)}`),
    12,
  );
  const page = () => ({ path: `/items/${pick()}`, headers: browser });
  const rows = await withSellersAtWork(zipf(products, 14), async () => {
    const rows = [
      await run('GET /api/items/:id?city=Jeddah (JSON)', () => ({ path: `/api/items/${pick()}?city=Jeddah`, headers: browser }), 500),
      await run('GET /items/:id (HTML drawn by the server)', page, 300),
    ];
    await warm(page);
    return [...rows, await run(`GET /items/:id (HTML), ${WARM_SECONDS} s later`, page, 300)];
  });
  printRows(
    `Item page, ${LISTINGS} listings linked to ${items} items, ${CHANGES_PER_SECOND} listings changed a second, ${seconds} s each, ${database.engine}`,
    rows,
  );
}

await server.stop();
await database.close();

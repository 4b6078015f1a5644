import { categoryPath } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The most URLs one sitemap file may hold (sitemaps.org protocol). */
export const URLS_PER_FILE = 50_000;
export const SITEMAP_KINDS = ['pages', 'listings', 'items', 'sellers'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
type Entry = { path: string; lastmod: Date | null };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';

async function countOf(db: Db, kind: SitemapKind): Promise<number> {
  if (kind === 'pages') return 1;
  const counts = {
    listings: sql`select count(*)::int as n from listings where status = 'active'`,
    items: sql`select count(*)::int as n from catalogue_items`,
    sellers: sql`select count(distinct seller_id)::int as n from listings where status = 'active'`,
  };
  const { rows } = await db.execute(counts[kind]);
  return (rows[0] as { n: number }).n;
}

/** /sitemap.xml: one file per kind and 50,000 URLs, each with the newest change it holds. */
export async function sitemapIndex(db: Db, origin: string): Promise<string> {
  const files: string[] = [];
  for (const kind of SITEMAP_KINDS) {
    const pages = Math.max(1, Math.ceil((await countOf(db, kind)) / URLS_PER_FILE));
    for (let page = 1; page <= pages; page++)
      files.push(`<sitemap><loc>${escapeXml(`${origin}/sitemaps/${kind}-${page}.xml`)}</loc></sitemap>`);
  }
  return `${XML}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files.join('')}</sitemapindex>`;
}

async function entries(db: Db, kind: SitemapKind, page: number): Promise<Entry[]> {
  const offset = (page - 1) * URLS_PER_FILE;
  if (kind === 'listings') {
    const { rows } = await db.execute(sql`
      select id, updated_at from listings where status = 'active' order by created_at, id limit ${URLS_PER_FILE} offset ${offset}`);
    return (rows as { id: string; updated_at: string }[]).map((r) => ({
      path: `/product/${encodeURIComponent(r.id)}`,
      lastmod: new Date(r.updated_at),
    }));
  }
  if (kind === 'items') {
    // Every catalogue item has its page (issue 22), with or without offers on sale; its newest change or offer.
    const { rows } = await db.execute(sql`
      select ci.id, greatest(ci.updated_at, max(l.updated_at)) as lastmod from catalogue_items ci
      left join listings l on l.catalogue_item_id = ci.id and l.status = 'active'
      group by ci.id order by ci.id limit ${URLS_PER_FILE} offset ${offset}`);
    return (rows as { id: string; lastmod: string }[]).map((r) => ({
      path: `/items/${encodeURIComponent(r.id)}`,
      lastmod: new Date(r.lastmod),
    }));
  }
  if (kind === 'sellers') {
    const { rows } = await db.execute(sql`
      select seller_id, max(updated_at) as lastmod from listings where status = 'active'
      group by seller_id order by seller_id limit ${URLS_PER_FILE} offset ${offset}`);
    return (rows as { seller_id: string; lastmod: string }[]).map((r) => ({
      path: `/sellers/${encodeURIComponent(r.seller_id)}`,
      lastmod: new Date(r.lastmod),
    }));
  }
  const { rows } = await db.execute(sql`
    select c.id, c.name, c.parent_id, max(l.updated_at) as lastmod from categories c
    left join listings l on l.category_id = c.id and l.status = 'active'
    where c.is_active group by c.id order by c.id`);
  const categories = rows as { id: string; name: string; parent_id: string | null; lastmod: string | null }[];
  const newest = categories.reduce<Date | null>((max, r) => {
    const at = r.lastmod ? new Date(r.lastmod) : null;
    return at && (!max || at > max) ? at : max;
  }, null);
  return [
    { path: '/', lastmod: null },
    { path: '/home', lastmod: newest },
    ...categories.map((r) => ({ path: categoryPath(r, categories), lastmod: r.lastmod ? new Date(r.lastmod) : null })),
  ];
}

/** One sitemap file, each page with its Arabic and English addresses; null when there is no such file. */
export async function sitemapFile(db: Db, { origin, kind, page }: { origin: string; kind: SitemapKind; page: number }) {
  if (page < 1 || (page > 1 && (page - 1) * URLS_PER_FILE >= (await countOf(db, kind)))) return null;
  const urls = (await entries(db, kind, page)).map(({ path, lastmod }) => {
    const at = (lang: string) => escapeXml(`${origin}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
    return [
      `<url><loc>${escapeXml(origin + path)}</loc>`,
      lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '',
      `<xhtml:link rel="alternate" hreflang="ar" href="${at('ar')}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${at('en')}"/>`,
      '</url>',
    ].join('');
  });
  return `${XML}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`;
}

/** Pages that are an account's own or the API: nothing there for a search engine. */
const PRIVATE_PATHS = ['/api/', '/admin', '/trader', '/orders', '/cart', '/favorites', '/wallet', '/ads', '/chat', '/profile', '/auth'];

/** Listing photos live under the API path but belong to public pages (image search, link previews). */
export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    'Allow: /api/uploads/ads/',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

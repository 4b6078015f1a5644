import { categoryAtPath, categoryPath, type TCategoryView, type TListingView } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Language } from '../../lib/request-language.js';
import { listCategories } from '../catalog/index.js';
import { readItemPage } from '../item-pages/index.js';
import { selectListingViews } from '../listings/index.js';
import { pageTexts } from './page-texts.js';

/** What the server writes into a public page's head, and the status it answers with. */
export type PageHead = {
  status: 200 | 404 | 410;
  title: string;
  description: string;
  isIndexable: boolean;
  /** Absolute URLs: this page in each language (hreflang), and the one in this page's language (canonical). */
  urls?: { canonical: string; en: string; ar: string; neutral: string };
  openGraph: Record<string, string>;
  jsonLd: object[];
};

type Request = { db: Db; pathname: string; search: URLSearchParams; language: Language; origin: string };

const PRODUCT = /^\/product\/([^/]+)$/;
const SELLER = /^\/sellers\/([^/]+)$/;
const ITEM = /^\/items\/([^/]+)$/;
const CATEGORY = /^\/c\/(.+)$/;
/** A listing that was on sale and is no more (answered 410), unlike one never published (404). */
const GONE_STATUSES = new Set(['rejected', 'inactive', 'sold', 'cancelled']);
const CONDITION_URL: Record<string, string> = {
  new: 'https://schema.org/NewCondition',
  like_new: 'https://schema.org/UsedCondition',
  good: 'https://schema.org/UsedCondition',
  fair: 'https://schema.org/UsedCondition',
  poor: 'https://schema.org/DamagedCondition',
};
const AVAILABILITY_URL: Record<string, string> = {
  in_stock: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
  pre_order: 'https://schema.org/PreOrder',
};

/**
 * Each language has its own address, `?lang=ar` or `?lang=en` on the same path (the other query parameters kept), so
 * both can be indexed; the address without it follows the visitor's device and is the `x-default`.
 */
export function languageUrls({ origin, pathname, search, language }: Omit<Request, 'db'>) {
  const at = (lang: string | null) => {
    const params = new URLSearchParams(search);
    params.delete('lang');
    if (lang) params.set('lang', lang);
    const query = params.toString();
    return `${origin}${pathname}${query ? `?${query}` : ''}`;
  };
  return { canonical: at(language), en: at('en'), ar: at('ar'), neutral: at(null) };
}

const formatSar = (amount: number) => amount.toFixed(2);
const shorten = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

function breadcrumbs(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/** `/c/video-games/action`: Home for one category (core `categoryPath`), in the sitemap. */
function categoryName(item: TCategoryView, language: Language) {
  return language === 'ar' && item.nameAr ? item.nameAr : item.name;
}

/** The breadcrumb steps from Home to a category's page (`/c/...`), its main category first. */
function categoryTrail(category: TCategoryView, categories: TCategoryView[], request: Request) {
  const parent = categories.find((item) => item.id === category.parent_id);
  return [...(parent ? [parent] : []), category].map((item) => ({
    name: categoryName(item, request.language),
    url: languageUrls({ ...request, pathname: categoryPath(item, categories), search: new URLSearchParams() }).canonical,
  }));
}

async function describeCategory(slugs: string[], request: Request): Promise<PageHead | null> {
  const categories = await listCategories(request.db);
  const category = categoryAtPath(slugs, categories);
  if (!category) return null;
  const texts = pageTexts(request.language);
  const name = categoryName(category, request.language);
  const title = texts.categoryTitle({ name });
  return {
    status: 200,
    title,
    description: texts.categoryDescription({ name }),
    isIndexable: true,
    urls: languageUrls(request),
    openGraph: { 'og:type': 'website', 'og:title': title, 'twitter:card': 'summary', 'twitter:title': title },
    jsonLd: [
      breadcrumbs([
        { name: texts.home, url: languageUrls({ ...request, pathname: '/home', search: new URLSearchParams() }).canonical },
        ...categoryTrail(category, categories, request),
      ]),
    ],
  };
}

function describeProduct(ad: TListingView, categories: TCategoryView[], request: Request): PageHead {
  const texts = pageTexts(request.language);
  const urls = languageUrls(request);
  const image = `${request.origin}/og/product/${encodeURIComponent(ad.id)}.jpg`;
  const price = formatSar(ad.finalPrice);
  const title = texts.productTitle({ title: ad.title, price });
  const homeUrl = languageUrls({ ...request, pathname: '/home', search: new URLSearchParams() }).canonical;
  const category = ad.category && categories.find((item) => item.id === ad.category!.id);
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: ad.title,
    description: shorten(ad.description, 5000),
    image: ad.images.map((file) => `${request.origin}${file}`),
    sku: ad.id,
    ...(ad.category && { category: ad.category.name }),
    offers: {
      '@type': 'Offer',
      url: urls.neutral,
      price,
      priceCurrency: 'SAR',
      availability: AVAILABILITY_URL[ad.availability] ?? AVAILABILITY_URL.in_stock,
      itemCondition: CONDITION_URL[ad.condition] ?? CONDITION_URL.good,
      seller: { '@type': 'Organization', name: ad.storeName },
    },
    // Search engines refuse an AggregateRating without reviews.
    ...(ad.reviews > 0 && { aggregateRating: { '@type': 'AggregateRating', ratingValue: ad.rating, reviewCount: ad.reviews } }),
  };
  return {
    status: 200,
    title,
    description: shorten(ad.description) || texts.tagline,
    isIndexable: true,
    urls,
    openGraph: {
      'og:type': 'product',
      'og:title': ad.title,
      'og:image': image,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': ad.title,
      'product:price:amount': price,
      'product:price:currency': 'SAR',
      'product:retailer_item_id': ad.id,
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:image': image,
      'twitter:label1': 'Price',
      'twitter:data1': `${price} SAR`,
      'twitter:label2': 'Seller',
      'twitter:data2': ad.storeName,
    },
    jsonLd: [
      product,
      breadcrumbs([
        { name: texts.home, url: homeUrl },
        ...(category ? categoryTrail(category, categories, request) : []),
        { name: ad.title, url: urls.canonical },
      ]),
    ],
  };
}

/** A catalogue item's page (issue 22): a Product whose offers on sale are one AggregateOffer. */
async function describeItem(id: string, request: Request): Promise<PageHead | null> {
  const page = await readItemPage(request.db, { id }).catch(() => null);
  if (!page) return null;
  const texts = pageTexts(request.language);
  const urls = languageUrls(request);
  const { item, summary, groups } = page;
  const name = (request.language === 'ar' && item.nameAr) || item.name;
  const offers = [...groups.new, ...groups.used, ...groups.digital];
  const prices = offers.map((offer) => offer.price);
  const title =
    summary.fromPrice === null ? texts.itemTitle({ name }) : texts.itemOffersTitle({ name, price: formatSar(summary.fromPrice) });
  const description = texts.itemDescription({ name, count: offers.length });
  const image = item.art ? `${request.origin}${item.art}` : undefined;
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    alternateName: request.language === 'ar' ? item.name : item.nameAr,
    ...(image && { image: [image] }),
    sku: item.id,
    ...(item.category && { category: item.category.name }),
    ...(item.brand && { brand: { '@type': 'Brand', name: item.brand } }),
    ...(offers.length > 0 && {
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'SAR',
        lowPrice: formatSar(Math.min(...prices)),
        highPrice: formatSar(Math.max(...prices)),
        offerCount: offers.length,
        offers: offers.map((offer) => ({
          '@type': 'Offer',
          url: `${request.origin}/product/${encodeURIComponent(offer.listingId)}`,
          price: formatSar(offer.price),
          priceCurrency: 'SAR',
          availability: AVAILABILITY_URL.in_stock,
          itemCondition: offer.group === 'used' ? (CONDITION_URL[offer.condition] ?? CONDITION_URL.good) : CONDITION_URL.new,
          seller: { '@type': 'Organization', name: offer.seller.name },
        })),
      },
    }),
  };
  return {
    status: 200,
    title,
    description,
    isIndexable: true,
    urls,
    openGraph: {
      'og:type': 'product',
      'og:title': name,
      ...(image && { 'og:image': image, 'og:image:alt': name, 'twitter:image': image }),
      'twitter:card': 'summary',
      'twitter:title': title,
    },
    jsonLd: [
      product,
      breadcrumbs([
        { name: texts.home, url: languageUrls({ ...request, pathname: '/home', search: new URLSearchParams() }).canonical },
        { name, url: urls.canonical },
      ]),
    ],
  };
}

async function describeSeller(id: string, request: Request): Promise<PageHead | null> {
  const texts = pageTexts(request.language);
  const { rows } = await request.db.execute(sql`
    select coalesce(nullif(trim(up.store_name), ''), u.name) as name,
      (select count(*) from listings l where l.seller_id = u.id and l.status = 'active')::int as active_count
    from users u left join user_profiles up on up.user_id = u.id
    where u.id = ${id} and u.role <> 'admin'`);
  const seller = rows[0] as { name: string; active_count: number } | undefined;
  if (!seller) return null;
  const urls = languageUrls(request);
  const title = texts.sellerTitle({ name: seller.name });
  return {
    status: 200,
    title,
    description: texts.sellerDescription({ name: seller.name, count: seller.active_count }),
    isIndexable: true,
    urls,
    openGraph: { 'og:type': 'profile', 'og:title': seller.name, 'twitter:card': 'summary', 'twitter:title': title },
    jsonLd: [
      breadcrumbs([
        { name: texts.home, url: languageUrls({ ...request, pathname: '/home' }).canonical },
        { name: seller.name, url: urls.canonical },
      ]),
    ],
  };
}

function notFound(request: Request, status: 404 | 410): PageHead {
  const texts = pageTexts(request.language);
  return {
    status,
    title: status === 410 ? texts.goneTitle : texts.notFoundTitle,
    description: texts.tagline,
    isIndexable: false,
    openGraph: {},
    jsonLd: [],
  };
}

/** The listing a product page shows, by its path; null for any other page. */
export function listingIdOfPage(pathname: string): string | null {
  const product = PRODUCT.exec(pathname);
  return product ? decodeURIComponent(product[1]!) : null;
}

/** The head of a public page; null for a page the server knows nothing about (the app's own screens). */
export async function describePage(request: Request): Promise<PageHead | null> {
  const texts = pageTexts(request.language);
  const { pathname, origin } = request;
  const id = listingIdOfPage(pathname);
  if (id !== null) {
    const [ad] = await selectListingViews(request.db, { where: sql`l.id = ${id}`, isPrepared: true });
    if (!ad) return notFound(request, 404);
    if (ad.status !== 'active') return notFound(request, GONE_STATUSES.has(ad.status) ? 410 : 404);
    return describeProduct(ad, await listCategories(request.db), request);
  }
  const item = ITEM.exec(pathname);
  if (item) return (await describeItem(decodeURIComponent(item[1]!), request)) ?? notFound(request, 404);
  const seller = SELLER.exec(pathname);
  if (seller) return (await describeSeller(decodeURIComponent(seller[1]!), request)) ?? notFound(request, 404);
  const category = CATEGORY.exec(pathname);
  if (category) return (await describeCategory(category[1]!.split('/'), request)) ?? notFound(request, 404);
  if (pathname === '/') {
    return {
      status: 200,
      title: texts.landingTitle,
      description: texts.tagline,
      isIndexable: true,
      urls: languageUrls(request),
      openGraph: { 'og:type': 'website', 'og:title': texts.landingTitle, 'twitter:card': 'summary', 'twitter:title': texts.landingTitle },
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'Organization', name: 'GameSouq', alternateName: 'جيم سوق', url: `${origin}/` },
      ],
    };
  }
  if (pathname === '/home') {
    return {
      status: 200,
      title: texts.homeTitle,
      description: texts.homeDescription,
      isIndexable: true,
      urls: languageUrls(request),
      openGraph: { 'og:type': 'website', 'og:title': texts.homeTitle, 'twitter:card': 'summary', 'twitter:title': texts.homeTitle },
      jsonLd: [breadcrumbs([{ name: texts.home, url: languageUrls({ ...request, search: new URLSearchParams() }).canonical }])],
    };
  }
  return null;
}

import { z } from 'zod';
import { CATALOGUE_ITEM_KINDS, OFFER_GROUPS } from '../rules/item-offers.js';
import { ROLES } from '../rules/roles.js';
import { SELLER_LEVELS } from '../rules/seller-levels.js';
import { ZDoneReply, ZPaginationView, ZTimestamp } from './common.js';

/** A platform or category of an item, in both languages ('' nameAr shows the English name). */
const ZNamedRef = z.object({ id: z.string(), name: z.string(), nameAr: z.string() });

/** A catalogue item as the admin screens and the item page show it. `art` is a URL, '' when none. */
export const ZCatalogueItemView = z.object({
  id: z.string(),
  kind: z.enum(CATALOGUE_ITEM_KINDS),
  name: z.string(),
  nameAr: z.string(),
  searchTerms: z.array(z.string()),
  platform: ZNamedRef.nullable(),
  category: ZNamedRef.nullable(),
  edition: z.string(),
  region: z.string(),
  releaseYear: z.number().int().nullable(),
  publisher: z.string(),
  ageRating: z.string(),
  brand: z.string(),
  model: z.string(),
  variant: z.string(),
  colour: z.string(),
  store: z.string(),
  /** A gift card's face value in SAR. */
  value: z.number().int().nullable(),
  art: z.string(),
  artThumb: z.string(),
  /** Listings linked to it, on sale or not. */
  linkedListings: z.number().int(),
  updatedAt: ZTimestamp,
});
export type TCatalogueItemView = z.output<typeof ZCatalogueItemView>;

export const ZCatalogueItemListReply = z.object({
  success: z.literal(true),
  items: z.array(ZCatalogueItemView),
  pagination: ZPaginationView,
});
export type TCatalogueItemListReply = z.output<typeof ZCatalogueItemListReply>;

export const ZCatalogueItemSavedReply = ZDoneReply.extend({ message: z.string(), item: ZCatalogueItemView });
export type TCatalogueItemSavedReply = z.output<typeof ZCatalogueItemSavedReply>;

export const ZCatalogueItemMergedReply = ZDoneReply.extend({ message: z.string(), item: ZCatalogueItemView, relinked: z.number().int() });
export type TCatalogueItemMergedReply = z.output<typeof ZCatalogueItemMergedReply>;

/** What the sellers' picker and the search results show of an item: names, art, platform and its offers on sale. */
export const ZItemSummaryView = z.object({
  id: z.string(),
  kind: z.enum(CATALOGUE_ITEM_KINDS),
  name: z.string(),
  nameAr: z.string(),
  platform: z.string(),
  platformAr: z.string(),
  platformId: z.string().nullable(),
  categoryId: z.string().nullable(),
  artThumb: z.string(),
  offerCount: z.number().int(),
  sellerCount: z.number().int(),
  /** The lowest price on sale in SAR, null when nothing is. */
  fromPrice: z.number().nullable(),
});
export type TItemSummaryView = z.output<typeof ZItemSummaryView>;

export const ZItemSummariesReply = z.object({ items: z.array(ZItemSummaryView) });
export type TItemSummariesReply = z.output<typeof ZItemSummariesReply>;

/** One offer of the item page, priced for the buyer's city. Money in SAR. */
export const ZItemOfferView = z.object({
  listingId: z.string(),
  title: z.string(),
  group: z.enum(OFFER_GROUPS),
  condition: z.string(),
  type: z.string(),
  region: z.string().nullable(),
  price: z.number(),
  shipping: z.number(),
  total: z.number(),
  delivery: z.enum(['instant', 'pickup', 'shipping']),
  deliveryType: z.string(),
  isReachable: z.boolean(),
  isBest: z.boolean(),
  city: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  photos: z.array(z.string()),
  seller: z.object({
    id: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    verified: z.boolean(),
    rating: z.number(),
    level: z.enum(SELLER_LEVELS),
  }),
});
export type TItemOfferView = z.output<typeof ZItemOfferView>;

/** A week's median sold price (SAR) of completed orders. */
export const ZPriceWeekView = z.object({ week: z.string(), median: z.number(), sales: z.number().int() });
export type TPriceWeekView = z.output<typeof ZPriceWeekView>;

/** GET /api/items/:id: the item, its offers by group (best first) and its price history. */
export const ZItemPageReply = z.object({
  item: ZCatalogueItemView,
  summary: ZItemSummaryView,
  groups: z.object({ new: z.array(ZItemOfferView), used: z.array(ZItemOfferView), digital: z.array(ZItemOfferView) }),
  priceHistory: z.array(ZPriceWeekView),
});
export type TItemPageReply = z.output<typeof ZItemPageReply>;

/** GET /api/items/:id/price-history: the same weekly medians, for the seller pricing a linked listing. */
export const ZItemPriceHistoryReply = z.object({ success: z.literal(true), priceHistory: z.array(ZPriceWeekView) });
export type TItemPriceHistoryReply = z.output<typeof ZItemPriceHistoryReply>;
/** The one item a listing's title obviously names (same platform and category), or null: never linked until accepted. */
export const ZItemSuggestionReply = z.object({ item: ZItemSummaryView.nullable() });
export type TItemSuggestionReply = z.output<typeof ZItemSuggestionReply>;

/** The moderation view of an ad's catalogue link: the item it is linked to, else the item suggested for it. */
export const ZAdCatalogueLinkReply = z.object({ linked: ZItemSummaryView.nullable(), suggested: ZItemSummaryView.nullable() });
export type TAdCatalogueLinkReply = z.output<typeof ZAdCatalogueLinkReply>;

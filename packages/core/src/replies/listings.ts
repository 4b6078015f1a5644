import { z } from 'zod';
import { LISTING_STATUSES } from '../rules/listings.js';
import { ROLES } from '../rules/roles.js';
import { SELLER_LEVELS } from '../rules/seller-levels.js';
import { CURRENCY } from '../rules/wallet.js';
import { REPORT_REASONS } from '../schemas/admin.js';
import { ZItemSummaryView } from './catalogue-items.js';
import { ZDoneReply, ZPaginationView, ZTimestamp } from './common.js';

/** A category or platform as a listing names it. */
export const ZCatalogRefView = z.object({ _id: z.string(), id: z.string(), name: z.string() });
export type TCatalogRefView = z.output<typeof ZCatalogRefView>;

/** What any screen needs to show a listing and link to it. Images are URLs under /api/uploads/ads/; '' when none. */
export const ZListingCardView = z.object({ id: z.string(), title: z.string(), image: z.string() });
export type TListingCardView = z.output<typeof ZListingCardView>;

/** The seller as a listing shows them. */
export const ZListingSellerView = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  /** 'trader' is a shop; any other role an individual seller. */
  role: z.enum(ROLES),
  verified: z.boolean(),
  rating: z.number(),
  /** Last night's level (issue 20); 'new' until the first computation. */
  level: z.enum(SELLER_LEVELS),
  /** Left out when the seller's profile is private to the viewer. */
  memberSince: ZTimestamp.optional(),
});
export type TListingSellerView = z.output<typeof ZListingSellerView>;

/** The trader form's extra details, as stored from ZAdditionalDetails. */
export const ZAdditionalDetailsView = z.object({
  edition: z.string().optional(),
  releaseYear: z.number().int().optional(),
  /** Percent off; the trader panel's name for the listing's discountPercentage. */
  discount: z.number().int().optional(),
  delivery: z.string().optional(),
  originalPrice: z.number().optional(),
});
export type TAdditionalDetailsView = z.output<typeof ZAdditionalDetailsView>;

/** A listing as every screen shows it (home, search, product page, My Products, moderation). Money in SAR. */
export const ZListingView = ZListingCardView.extend({
  _id: z.string(),
  description: z.string(),
  /** SAR before the discount. */
  price: z.number(),
  discountPercentage: z.number().int(),
  /** SAR after the discount, rounded to the halala as checkout charges it. */
  finalPrice: z.number(),
  images: z.array(z.string()),
  thumbnails: z.array(z.string()),
  /** The shop's name when the seller set one, else the seller's name. */
  storeName: z.string(),
  verified: z.boolean(),
  city: z.string(),
  /** "City, district" as the server joins them. */
  location: z.string(),
  rating: z.number(),
  reviews: z.number().int(),
  category: ZCatalogRefView.nullable(),
  platform: ZCatalogRefView.nullable(),
  condition: z.string(),
  availability: z.string(),
  /** The listing's kind (ADR 020): `physical`, `digital_code` or `digital_service`. */
  type: z.string(),
  /** A digital code's region of redemption; a digital service's hours to deliver. */
  region: z.string().nullable(),
  deliveryHours: z.number().int().nullable(),
  deliveryType: z.string(),
  returnPolicy: z.string(),
  features: z.array(z.string()),
  quantity: z.number().int(),
  /** Grams and centimetres, as the seller typed them. */
  weight: z.number().nullable(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  additionalDetails: ZAdditionalDetailsView,
  phone: z.string(),
  status: z.enum(LISTING_STATUSES),
  rejectionReason: z.string().nullable(),
  /** SAR; null is free shipping. */
  shippingCost: z.number().nullable(),
  /** Buyers may make offers (issue 20). */
  acceptsOffers: z.boolean(),
  /** The seller's minimum offer in riyals: shown to the seller only, null for everyone else or when unset. */
  minOffer: z.number().nullable(),
  views: z.number().int(),
  likes: z.number().int(),
  isFavorite: z.boolean(),
  user_id: z.string(),
  /** The catalogue item the listing offers (issue 22), null when it is not in the catalogue. */
  catalogueItemId: z.string().nullable(),
  seller: ZListingSellerView,
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TListingView = z.output<typeof ZListingView>;

/**
 * GET /api/ads/:id and /api/user/ads/:id answer the listing itself, without an envelope, with its catalogue item's
 * summary (null when it is not linked): the product page's "other offers from N sellers from X SAR" (issue 22).
 */
export const ZListingDetailReply = ZListingView.extend({ item: ZItemSummaryView.nullable() });
export type TListingDetailReply = z.output<typeof ZListingDetailReply>;

/** The home feed: a page of active listings and how many match. */
/** `total` counts the matches up to a cap; `isTotalCapped` says there are more than that (shown as "1,000+"). */
export const ZHomeListingsReply = z.object({
  ads: z.array(ZListingView),
  total: z.number().int(),
  isTotalCapped: z.boolean(),
  /** The catalogue items of the ads on the page (issue 22): an item's offers show as one result "from X SAR · N offers". */
  items: z.array(ZItemSummaryView),
});
export type THomeListingsReply = z.output<typeof ZHomeListingsReply>;

/** The browse page: the home feed with its pagination. */
export const ZBrowseListingsReply = ZHomeListingsReply.extend({ pagination: ZPaginationView });
export type TBrowseListingsReply = z.output<typeof ZBrowseListingsReply>;

/** A short list of listings (related ones, the newest). */
export const ZListingsReply = z.object({ ads: z.array(ZListingView) });
export type TListingsReply = z.output<typeof ZListingsReply>;

/** A listing just created or changed by its seller. */
export const ZSavedListingReply = z.object({ success: z.literal(true), message: z.string(), msg: z.string(), ad: ZListingView });
export type TSavedListingReply = z.output<typeof ZSavedListingReply>;

/** The seller's own listing in My Products, with its orders (not cancelled) and revenue (completed, SAR). */
export const ZOwnListingView = ZListingView.extend({ orders: z.number().int(), revenue: z.number() });
export type TOwnListingView = z.output<typeof ZOwnListingView>;

export const ZOwnListingsReply = z.object({ success: z.literal(true), ads: z.array(ZOwnListingView) });
export type TOwnListingsReply = z.output<typeof ZOwnListingsReply>;

/** The stats cards of My Products; money in SAR. */
export const ZSellerStatsReply = z.object({
  success: z.literal(true),
  totalRevenue: z.number(),
  totalOrders: z.number().int(),
  averageRating: z.number(),
  activeProducts: z.number().int(),
  soldProducts: z.number().int(),
  totalViews: z.number().int(),
  totalLikes: z.number().int(),
});
export type TSellerStatsReply = z.output<typeof ZSellerStatsReply>;

/** A favourite carries the listing's id a second time under the name the favourites page reads. */
export const ZFavoriteListingView = ZListingView.extend({ productId: z.string() });
export type TFavoriteListingView = z.output<typeof ZFavoriteListingView>;

export const ZFavoritesReply = z.object({ favorites: z.array(ZFavoriteListingView) });
export type TFavoritesReply = z.output<typeof ZFavoritesReply>;

/** Whether the listing is now among the user's favourites. */
export const ZFavoriteReply = ZDoneReply.extend({ isFavorite: z.boolean(), message: z.string() });
export type TFavoriteReply = z.output<typeof ZFavoriteReply>;

export const ZReportListingReply = ZDoneReply.extend({ message: z.string(), reportId: z.string() });
export type TReportListingReply = z.output<typeof ZReportListingReply>;

/** One user's report of a listing. */
export const ZListingReportView = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(['open', 'dismissed', 'taken_down']),
  /** The reporter's name. */
  reporter: z.string(),
  reporterId: z.string(),
  createdAt: ZTimestamp,
});
export type TListingReportView = z.output<typeof ZListingReportView>;

/** An entry of the admin's report queue: the listing and its reports, newest first. */
export const ZReportedListingView = z.object({
  listing: ZListingCardView.extend({
    status: z.enum(LISTING_STATUSES),
    rejectionReason: z.string().nullable(),
    seller: z.object({ id: z.string(), name: z.string() }),
  }),
  reportCount: z.number().int(),
  lastReportedAt: ZTimestamp,
  reports: z.array(ZListingReportView),
});
export type TReportedListingView = z.output<typeof ZReportedListingView>;

export const ZReportedListingsReply = z.object({
  success: z.literal(true),
  reports: z.array(ZReportedListingView),
  pagination: ZPaginationView,
});
export type TReportedListingsReply = z.output<typeof ZReportedListingsReply>;

/** How many listings have open reports. */
export const ZOpenReportsCountReply = z.object({ success: z.literal(true), open: z.number().int() });
export type TOpenReportsCountReply = z.output<typeof ZOpenReportsCountReply>;

/** Manage Ads: every listing but drafts, answered as a bare list. */
export const ZModerationListingsReply = z.array(ZListingView);
export type TModerationListingsReply = z.output<typeof ZModerationListingsReply>;

/** The tabs of Manage Ads: listings by seller kind, and those waiting for review. */
export const ZModerationCountsReply = z.object({
  all: z.number().int(),
  traders: z.number().int(),
  person: z.number().int(),
  pending: z.number().int(),
});
export type TModerationCountsReply = z.output<typeof ZModerationCountsReply>;

/** A listing as the trader panel shows it: its title again as `name`, the discount inside additionalDetails too. */
export const ZTraderProductView = ZListingView.extend({
  name: z.string(),
  currency: z.literal(CURRENCY),
  orders: z.number().int(),
});
export type TTraderProductView = z.output<typeof ZTraderProductView>;

export const ZTraderProductsReply = z.object({
  success: z.literal(true),
  products: z.array(ZTraderProductView),
  pagination: ZPaginationView,
});
export type TTraderProductsReply = z.output<typeof ZTraderProductsReply>;

export const ZTraderProductReply = z.object({ success: z.literal(true), product: ZTraderProductView });
export type TTraderProductReply = z.output<typeof ZTraderProductReply>;

/** A product just created or changed in the trader panel. */
export const ZSavedTraderProductReply = ZTraderProductReply.extend({ message: z.string(), msg: z.string().optional() });
export type TSavedTraderProductReply = z.output<typeof ZSavedTraderProductReply>;

export const ZTraderProductStatusReply = z.object({
  success: z.literal(true),
  message: z.string(),
  msg: z.string(),
  status: z.enum(LISTING_STATUSES),
});
export type TTraderProductStatusReply = z.output<typeof ZTraderProductStatusReply>;

/**
 * Searches to offer as the buyer types, and as "did you mean" when a search finds nothing: categories and platforms
 * the words name (through the synonym table too) and titles of active listings that are close, typos allowed.
 * `category`/`platform` carry the id to filter by; `text` is in the language asked for when the catalogue has it.
 */
export const ZSearchSuggestionsReply = z.object({
  suggestions: z.array(
    z.object({
      kind: z.enum(['title', 'platform', 'category']),
      text: z.string(),
      id: z.string().nullable(),
    }),
  ),
});
export type TSearchSuggestionsReply = z.output<typeof ZSearchSuggestionsReply>;

/** What the moderator weighs beside an ad: its seller's account and record of rejections and reports. */
export const ZAdSellerHistoryReply = z.object({
  success: z.literal(true),
  seller: z.object({
    id: z.string(),
    name: z.string(),
    /** The account's phone (E.164), which signup verified; null for accounts made without one. */
    phone: z.string().nullable(),
    role: z.string(),
    memberSince: ZTimestamp,
    listings: z.object({ total: z.number().int(), active: z.number().int(), rejected: z.number().int() }),
  }),
  /** Every rejection of the seller's ads by an admin, newest first (the last 20). */
  rejections: z.array(z.object({ listingId: z.string(), title: z.string(), reason: z.string(), at: ZTimestamp })),
  reports: z.object({
    open: z.number().int(),
    total: z.number().int(),
    /** The latest reports of the seller's ads, newest first (the last 20). */
    recent: z.array(
      z.object({
        listingId: z.string(),
        title: z.string(),
        reason: z.enum(REPORT_REASONS),
        details: z.string(),
        status: z.enum(['open', 'dismissed', 'taken_down']),
        at: ZTimestamp,
      }),
    ),
  }),
});
export type TAdSellerHistoryReply = z.output<typeof ZAdSellerHistoryReply>;

import { LISTING_KINDS, LISTING_STATUSES, REPORT_REASONS } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogueItems, categories, platforms } from '../catalog/index.js';
import { users } from '../users/index.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Ads of individuals and products of traders are one thing (design §4). Money in halalas. */
export const listings = pgTable(
  'listings',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceHalalas: integer('price_halalas').notNull(),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    quantity: integer('quantity').notNull().default(1),
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'set null' }),
    platformId: text('platform_id').references(() => platforms.id, { onDelete: 'set null' }),
    condition: text('condition').notNull().default('new'),
    city: text('city').notNull().default(''),
    location: text('location').notNull().default(''),
    phone: text('phone').notNull().default(''),
    deliveryType: text('delivery_type').notNull().default('both'),
    availability: text('availability').notNull().default('in_stock'),
    returnPolicy: text('return_policy').notNull().default('7_days'),
    /** The listing's kind (ADR 020): `physical`, `digital_code` or `digital_service`. */
    type: text('type', { enum: LISTING_KINDS }).notNull().default('physical'),
    /** A digital code's region of redemption (`SA`, `US`, `GLOBAL`…). */
    region: text('region'),
    /** A digital service's hours to deliver after payment. */
    deliveryHours: integer('delivery_hours'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** Grams and centimetres, as the seller typed them. */
    weight: integer('weight'),
    length: integer('length'),
    width: integer('width'),
    height: integer('height'),
    additionalDetails: jsonb('additional_details').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('pending_review'),
    rejectionReason: text('rejection_reason'),
    /** Set by an admin for shipping delivery; null means free. */
    shippingCostHalalas: integer('shipping_cost_halalas'),
    /** The seller takes offers (issue 20); one below `minOfferHalalas` is declined at once. */
    acceptsOffers: boolean('accepts_offers').notNull().default(false),
    minOfferHalalas: integer('min_offer_halalas'),
    views: integer('views').notNull().default(0),
    /** The catalogue item offered (issue 22); null is "not in the catalogue". */
    catalogueItemId: text('catalogue_item_id').references(() => catalogueItems.id, { onDelete: 'set null' }),
    search: tsvector('search').generatedAlwaysAs(
      (): ReturnType<typeof sql> => sql`to_tsvector('simple', gs_normalize(coalesce(title, '') || ' ' || coalesce(description, '')))`,
    ),
    /**
     * The title as search compares it (gs_normalize), stored: normalising a title costs tens of microseconds, which a
     * search paid for every listing it looked at (ADR 044).
     */
    titleNormalized: text('title_normalized').generatedAlwaysAs((): ReturnType<typeof sql> => sql`gs_normalize(title)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listings_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('listings_seller_idx').on(t.sellerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('listings_category_idx').on(t.categoryId),
    index('listings_platform_idx').on(t.platformId),
    index('listings_catalogue_item_idx').on(t.catalogueItemId, t.status),
    index('listings_search_idx').using('gin', t.search),
    index('listings_title_trgm_idx').using('gin', sql`${t.titleNormalized} gin_trgm_ops`),
    // The price a buyer pays (find-listings BUYER_PRICE), for the price sorts: a page of the cheapest is read from here.
    index('listings_active_price_idx')
      .on(sql`((${t.priceHalalas}::bigint * (100 - ${t.discountPercentage}) + 50) / 100)`)
      .where(sql`${t.status} = 'active'`),
  ],
);

export const listingImages = pgTable(
  'listing_images',
  {
    id: text('id').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** File names under /api/uploads/ads. */
    file: text('file').notNull(),
    thumb: text('thumb').notNull(),
    position: integer('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('listing_images_listing_idx').on(t.listingId, t.position)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index('favorites_listing_idx').on(t.listingId)],
);

/** A user's report of a listing (design §5); open until an admin dismisses it or takes the listing down. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: text('id').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: ['open', 'dismissed', 'taken_down'] })
      .notNull()
      .default('open'),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_reports_status_idx').on(t.status, t.listingId),
    uniqueIndex('listing_reports_one_open_per_reporter').on(t.listingId, t.reporterId).where(sql`${t.status} = 'open'`),
  ],
);

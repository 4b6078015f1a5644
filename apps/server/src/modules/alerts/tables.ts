import { OFFER_GROUPS, SAVED_SEARCH_FREQUENCIES, type TSavedSearchFilters } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogueItems } from '../catalog/index.js';
import { listings } from '../listings/index.js';
import { users } from '../users/index.js';

/** A search a user saved from Home (issue 20): Home's filters, and how often new matches are told. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<TSavedSearchFilters>().notNull(),
    frequency: text('frequency', { enum: SAVED_SEARCH_FREQUENCIES }).notNull().default('instant'),
    /**
     * The cheap pre-filter of matching (ADR 037): the search's platform filter (`p:` and the value in lower case), else
     * its category filter (`c:`…), else null (any listing may match). A listing is only checked against searches whose
     * key is null or one of the keys its platform and category answer to.
     */
    prefilterKey: text('prefilter_key').generatedAlwaysAs(
      sql`case when nullif(trim(filters->>'platform'), '') is not null then 'p:' || lower(trim(filters->>'platform'))
        when nullif(trim(filters->>'category'), '') is not null then 'c:' || lower(trim(filters->>'category')) end`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt), index('saved_searches_prefilter_idx').on(t.prefilterKey)],
);

/**
 * A listing that matched a saved search when it went live: one row per pair, ever, so no pair is alerted twice.
 * `alertedAt` is when the saver was told (at once, or in the day's digest); null while a daily digest waits.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: text('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    index('saved_search_matches_listing_idx').on(t.listingId),
    index('saved_search_matches_waiting_idx').on(t.savedSearchId).where(sql`alerted_at is null`),
  ],
);

/**
 * What the favourites of a listing last heard of it: its price (what the buyer pays, while it was on sale) and whether
 * it could be bought. A change is compared with this row, which is updated with it, so each drop in price and each
 * return to stock is told once, whichever event brings it and however often that event is delivered.
 */
export const favoriteAlertStates = pgTable('favorite_alert_states', {
  listingId: text('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  buyerPriceHalalas: integer('buyer_price_halalas').notNull(),
  isAvailable: boolean('is_available').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * "Notify me" on an item page (issue 22): a buyer hears of each new offer of the item and of any offer whose total
 * (for his city) falls below the lowest he was shown or told of, in the group he chose (none: every group).
 */
export const itemWatches = pgTable(
  'item_watches',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    catalogueItemId: text('catalogue_item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    offerGroup: text('offer_group', { enum: OFFER_GROUPS }),
    city: text('city'),
    lowestSeenHalalas: integer('lowest_seen_halalas'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('item_watches_user_item_idx').on(t.userId, t.catalogueItemId), index('item_watches_item_idx').on(t.catalogueItemId)],
);

/** The offers a watcher already knows of (on sale when he subscribed, or told since): only others are new to him. */
export const itemWatchOffers = pgTable(
  'item_watch_offers',
  {
    watchId: text('watch_id')
      .notNull()
      .references(() => itemWatches.id, { onDelete: 'cascade' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.watchId, t.listingId] }), index('item_watch_offers_listing_idx').on(t.listingId)],
);

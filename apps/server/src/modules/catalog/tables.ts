import { CATALOGUE_ITEM_KINDS, PLATFORM_TYPES } from '@gamesouq/core';
import { type AnyPgColumn, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    description: text('description').notNull().default(''),
    /** File name under /uploads/categories. */
    icon: text('icon').notNull().default(''),
    parentId: text('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const platforms = pgTable('platforms', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The name Arabic readers see; '' shows the English name. */
  nameAr: text('name_ar').notNull().default(''),
  description: text('description').notNull().default(''),
  /** File name under /uploads/platforms. */
  icon: text('icon').notNull().default(''),
  platformType: text('platform_type', { enum: PLATFORM_TYPES }).notNull().default('console'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable('banners', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  /** The Arabic texts Arabic readers see; '' shows the English one. */
  titleAr: text('title_ar').notNull().default(''),
  subtitle: text('subtitle').notNull().default(''),
  subtitleAr: text('subtitle_ar').notNull().default(''),
  description: text('description').notNull().default(''),
  buttonText: text('button_text').notNull().default(''),
  buttonTextAr: text('button_text_ar').notNull().default(''),
  buttonLink: text('button_link').notNull().default(''),
  /** File name under /api/uploads/banners. */
  image: text('image').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  priority: integer('priority').notNull().default(3),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One game, device or gift card that many listings offer (issue 22). Names in both languages and the words people
 * search it by; fields of another kind stay empty. `art` is a file name under /api/uploads/catalogue.
 */
export const catalogueItems = pgTable('catalogue_items', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: CATALOGUE_ITEM_KINDS }).notNull(),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  searchTerms: text('search_terms').array().notNull().default([]),
  platformId: text('platform_id').references(() => platforms.id, { onDelete: 'set null' }),
  categoryId: text('category_id').references(() => categories.id, { onDelete: 'set null' }),
  edition: text('edition').notNull().default(''),
  region: text('region').notNull().default(''),
  releaseYear: integer('release_year'),
  publisher: text('publisher').notNull().default(''),
  ageRating: text('age_rating').notNull().default(''),
  brand: text('brand').notNull().default(''),
  model: text('model').notNull().default(''),
  variant: text('variant').notNull().default(''),
  colour: text('colour').notNull().default(''),
  store: text('store').notNull().default(''),
  /** A gift card's face value in SAR. */
  value: integer('value'),
  art: text('art').notNull().default(''),
  artThumb: text('art_thumb').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

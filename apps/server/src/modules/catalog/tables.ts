import { PLATFORM_TYPES } from '@gamesouq/core';
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

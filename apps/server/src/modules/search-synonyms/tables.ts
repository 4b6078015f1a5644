import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The search's synonym groups (core TSearchSynonym), edited by admins; migration 0027 seeds them from core
 * SEARCH_SYNONYMS. Platforms and categories are catalogue names, as the search resolves them.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  terms: text('terms').array().notNull(),
  matches: text('matches').array().notNull(),
  platforms: text('platforms').array().notNull().default([]),
  categories: text('categories').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

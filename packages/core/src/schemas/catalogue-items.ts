import { z } from 'zod';
import { V } from '../messages.js';
import { CATALOGUE_ITEM_KINDS } from '../rules/item-offers.js';

const text = (max = 120) => z.string().trim().max(max);
const optionalText = (max = 120) => text(max).default('');
/** Search terms: one a line or comma-separated text, or an array; blanks and repeats dropped. */
const terms = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[\n,،]/) : v),
  z
    .array(z.string().trim().max(80))
    .max(40)
    .transform((list) => [...new Set(list.filter(Boolean))]),
);
const optionalInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z.number().int().min(min).max(max).nullable(),
  );

/**
 * A catalogue item as the admin's form sends it (issue 22): a game, a device (console or accessory) or a gift card,
 * with both names and the words people search it by. Fields of another kind are kept empty.
 */
export const ZCatalogueItemInput = z.object({
  kind: z.enum(CATALOGUE_ITEM_KINDS),
  name: text().min(1, V.itemNameRequired),
  nameAr: text().min(1, V.itemNameRequired),
  searchTerms: terms.default([]),
  platformId: z.string().trim().max(64).nullable().default(null),
  categoryId: z.string().trim().max(64).nullable().default(null),
  edition: optionalText(),
  region: optionalText(20),
  releaseYear: optionalInt(1970, 2100).default(null),
  publisher: optionalText(),
  ageRating: optionalText(20),
  brand: optionalText(),
  model: optionalText(),
  variant: optionalText(),
  colour: optionalText(40),
  store: optionalText(),
  /** A gift card's face value in SAR. */
  value: optionalInt(1, 100_000).default(null),
});
export type TCatalogueItemInput = z.input<typeof ZCatalogueItemInput>;

export const ZCatalogueItemQuery = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** The admin's catalogue list: words in either language, the kind and platform, a page of 20. */
export const ZAdminCatalogueItemQuery = z.object({
  q: z.string().trim().max(100).default(''),
  kind: z.enum(CATALOGUE_ITEM_KINDS).optional(),
  platformId: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TAdminCatalogueItemQuery = z.input<typeof ZAdminCatalogueItemQuery>;

/** What a listing is about, for "Is this <item>?": its title, platform and category as the seller typed them. */
export const ZItemSuggestionQuery = z.object({
  title: z.string().trim().max(200).default(''),
  platformId: z.string().trim().max(64).optional(),
  categoryId: z.string().trim().max(64).optional(),
});

export const ZCatalogueItemMerge = z.object({ into: z.string().trim().min(1).max(64) });

/** An admin's link of a listing to an item (moderation); null unlinks it. */
export const ZListingItemLink = z.object({ itemId: z.string().trim().min(1).max(64).nullable() });

/** The item page's filters: the buyer's city (for totals and pickup) and the delivery wanted. */
export const ZItemOffersQuery = z.object({
  city: z.string().trim().max(60).optional(),
  delivery: z.enum(['hand', 'shipping']).optional(),
});

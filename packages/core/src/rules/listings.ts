import type { MessageKey } from '../messages.js';
/** Listing rules shared by the forms and the server (buyer §5, seller §5 and §9, design §4). */
export const MAX_LISTING_IMAGES = 8;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const;
export const MAX_DESCRIPTION_LENGTH = 1000;
export const HOME_PAGE_SIZE = 10;
export const RELATED_LIMIT = 4;

/** How the marketplace can be ordered. */
export const HOME_SORTS = ['newest', 'price_asc', 'price_desc', 'rating'] as const;
export const CONDITIONS = ['new', 'like_new', 'good', 'fair', 'poor'] as const;
/** What the browse filter takes: a condition, or `used` for every condition but new. */
export const HOME_CONDITIONS = [...CONDITIONS, 'used'] as const;
export const DELIVERY_TYPES = ['hand', 'shipping', 'both'] as const;
export const AVAILABILITIES = ['in_stock', 'out_of_stock', 'pre_order'] as const;
export const RETURN_POLICIES = ['no_returns', '3_days', '7_days', '14_days', '30_days'] as const;
/** A listing's life: drafts and reviews before `active`, then sold out, paused, refused or withdrawn. */
export const LISTING_STATUSES = ['draft', 'pending_review', 'active', 'rejected', 'inactive', 'sold', 'cancelled'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const CITIES = [
  'Riyadh',
  'Jeddah',
  'Dammam',
  'Mecca',
  'Medina',
  'Taif',
  'Tabuk',
  'Abha',
  'Jizan',
  'Najran',
  'Hail',
  'Al-Ahsa',
  'Al-Kharj',
  'Al-Qassim',
  'Al-Jouf',
  'Al-Baha',
  'Al-Taif',
  'Other',
] as const;

/**
 * The price a buyer pays per unit, in halalas: the price reduced by the discount, rounded to the nearest halala
 * (half a halala up). The one rule of every price shown, filtered, put in the cart and charged; the home price
 * filter repeats it in SQL as `(price_halalas::bigint * (100 - discount_percentage) + 50) / 100`.
 */
export function discountedHalalas(priceHalalas: number, discountPercentage: number): number {
  return Math.round((priceHalalas * (100 - discountPercentage)) / 100);
}

/**
 * The platform types behind each quick pill of Home (buyer §2: All, PC, Mobile, Console). Console stands for every
 * dedicated games device, so handhelds (Nintendo Switch) and VR headsets (Meta Quest) are shown under it too.
 */
export const PLATFORM_PILL_TYPES = {
  pc: ['pc'],
  mobile: ['mobile'],
  console: ['console', 'handheld', 'vr'],
} as const satisfies Record<string, readonly string[]>;

/** The platform types a platform filter value stands for: a pill's types, else the value itself as one type. */
export function platformTypesOf(value: string): readonly string[] {
  const key = value.trim().toLowerCase();
  return Object.hasOwn(PLATFORM_PILL_TYPES, key) ? PLATFORM_PILL_TYPES[key as keyof typeof PLATFORM_PILL_TYPES] : [key];
}

export const IMAGE_TYPE_MESSAGE = 'errors.INVALID_IMAGE' satisfies MessageKey;
export const IMAGE_SIZE_MESSAGE = 'errors.IMAGE_TOO_LARGE' satisfies MessageKey;
export const TOO_MANY_IMAGES_MESSAGE = 'errors.TOO_MANY_IMAGES' satisfies MessageKey;
export const IMAGE_REQUIRED_MESSAGE = 'errors.IMAGE_REQUIRED' satisfies MessageKey;
export const TERMS_REQUIRED_MESSAGE = 'errors.TERMS_REQUIRED' satisfies MessageKey;

/** The browser's check of a chosen file; the server checks the content again. */
export function imageFileError(file: { type: string; size: number }): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

import { z } from 'zod';
import { V } from '../messages.js';
import { CODE_REGIONS, isDigitalKind, LISTING_KINDS, SERVICE_DELIVERY_HOURS } from '../rules/digital.js';
import {
  AVAILABILITIES,
  CONDITIONS,
  DELIVERY_TYPES,
  HOME_CONDITIONS,
  HOME_SORTS,
  MAX_DESCRIPTION_LENGTH,
  RETURN_POLICIES,
} from '../rules/listings.js';
import { LANGUAGES } from './account.js';
import { ZPhoneOrEmpty } from './phone.js';
import { ZAdditionalDetails } from './trader.js';

/** Form fields arrive as strings in multipart bodies and as numbers in JSON: both are accepted. */
const number = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: message }).finite(message),
  );
const optionalInt = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
  z.number().int().min(0).max(1_000_000).optional(),
);
const bool = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean());
const optionalBool = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : v === true || v === 'true' || v === 'on' || v === '1'),
  z.boolean().optional(),
);
const text = (max = 200) => z.string().trim().max(max);
/** Features come as a JSON array, a comma list or repeated fields. */
const features = z.preprocess(
  (v) => {
    if (Array.isArray(v)) return v;
    if (typeof v !== 'string' || v.trim() === '') return [];
    try {
      const parsed = JSON.parse(v);
      return Array.isArray(parsed) ? parsed : [String(parsed)];
    } catch {
      return v.split(',');
    }
  },
  z
    .array(z.string().trim().max(100))
    .max(20)
    .transform((list) => list.filter(Boolean)),
);

/** The labels of the required fields, for the 'Please fill in:' message (seller §5). */
export const REQUIRED_LISTING_FIELDS = {
  title: 'Title',
  price: 'Price',
  city: 'City',
  location: 'Location',
  category: 'Category',
  platform: 'Platform',
  phone: 'Phone',
  description: 'Description',
} as const;

const price = number(V.priceInvalid).pipe(z.number().min(0, V.priceInvalid).max(1_000_000, V.priceInvalid));
const quantity = number(V.quantityMin).pipe(z.number().int(V.quantityMin).min(1, V.quantityMin).max(100_000));
const discount = number(V.discountRange).pipe(z.number().int(V.discountRange).min(0, V.discountRange).max(90, V.discountRange));

/** The lowest offer the seller hears of, in riyals; an empty field clears it. */
const minOffer = z.preprocess(
  (v) => (v === '' || v === null ? null : typeof v === 'string' ? Number(v) : v),
  z.number({ error: V.priceInvalid }).finite(V.priceInvalid).min(0, V.priceInvalid).max(1_000_000, V.priceInvalid).nullable(),
);

/** The trader form sends its extra details as a JSON text inside the multipart body, JSON clients as an object. */
const additionalDetails = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}, ZAdditionalDetails);

/** Every listing field, none with a default: the base of the create form (below) and of edits (which change only what they send). */
const listingShape = {
  title: text(120),
  price,
  description: text(MAX_DESCRIPTION_LENGTH),
  city: text(60),
  location: text(120),
  phone: ZPhoneOrEmpty,
  category: text(60),
  platform: text(60),
  quantity,
  condition: z.enum(CONDITIONS),
  deliveryType: z.enum(DELIVERY_TYPES),
  availability: z.enum(AVAILABILITIES),
  returnPolicy: z.enum(RETURN_POLICIES),
  /** The listing's kind (ADR 020); the spec client's `digital` is a service delivered by hand. */
  type: z.preprocess((v) => (v === 'digital' ? 'digital_service' : v), z.enum(LISTING_KINDS)),
  /** Where a digital code can be redeemed; required for `digital_code`. */
  region: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(CODE_REGIONS, { error: V.regionRequired }).optional()),
  /** Hours a digital service's seller has to deliver after payment. */
  deliveryHours: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
    z
      .number()
      .refine((h) => (SERVICE_DELIVERY_HOURS as readonly number[]).includes(h), V.deliveryHoursInvalid)
      .optional(),
  ),
  discountPercentage: discount,
  features,
  weight: optionalInt,
  length: optionalInt,
  width: optionalInt,
  height: optionalInt,
  additionalDetails,
  /** Buyers may make offers (issue 20); one below `minOffer` is declined at once. */
  acceptsOffers: optionalBool,
  minOffer,
  /** The catalogue item offered (issue 22); '' or null is "not in the catalogue". */
  catalogueItemId: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(64).nullable()),
};

/** A new listing (seller §3 new ad form, with its defaults). Empty required fields are reported together by missingListingFields. */
export const ZListingFields = z.object({
  ...listingShape,
  title: listingShape.title.default(''),
  price: price.optional(),
  description: listingShape.description.default(''),
  city: listingShape.city.default(''),
  location: listingShape.location.default(''),
  phone: listingShape.phone.default(''),
  category: listingShape.category.default(''),
  platform: listingShape.platform.default(''),
  quantity: quantity.default(1),
  condition: listingShape.condition.default('new'),
  deliveryType: listingShape.deliveryType.default('both'),
  availability: listingShape.availability.default('in_stock'),
  returnPolicy: listingShape.returnPolicy.default('7_days'),
  type: listingShape.type.default('physical'),
  discountPercentage: discount.default(0),
  features: features.default([]),
  additionalDetails: additionalDetails.default({}),
  acceptsOffers: optionalBool.default(false),
  minOffer: minOffer.default(null),
  catalogueItemId: listingShape.catalogueItemId.default(null),
  agreeToTerms: bool.default(false),
});
export type TListingFields = z.output<typeof ZListingFields>;

/**
 * An edit: only the fields sent change. `agreeToTerms` goes with sending a draft for review (the terms of the
 * create form, seller §5).
 */
export const ZListingUpdate = z
  .object(listingShape)
  .partial()
  .extend({ status: z.enum(['active', 'inactive', 'pending_review']).optional(), agreeToTerms: optionalBool });
export type TListingUpdate = z.output<typeof ZListingUpdate>;

/**
 * The names of required fields left empty, in form order. A digital listing (ADR 020) is never handed over in person:
 * it needs no location.
 */
export function missingListingFields(fields: Partial<Record<keyof typeof REQUIRED_LISTING_FIELDS, unknown>> & { type?: string }): string[] {
  return Object.entries(REQUIRED_LISTING_FIELDS)
    .filter(([key]) => {
      if (key === 'location' && isDigitalKind(fields.type ?? '')) return false;
      const value = fields[key as keyof typeof REQUIRED_LISTING_FIELDS];
      return value === undefined || value === null || String(value).trim() === '';
    })
    .map(([, label]) => label);
}

/** The shipping cost an admin sets on an ad (admin §5), in SAR. */
export const ZShippingCost = z.object({
  shippingCost: z.coerce.number({ error: V.shippingCostInvalid }).min(0, V.shippingCostInvalid).max(100_000),
});

export const ZHomeQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(200).optional(),
  category: z.string().trim().max(60).optional(),
  platform: z.string().trim().max(60).optional(),
  priceMin: z.coerce.number().min(0).max(10_000_000).optional(),
  priceMax: z.coerce.number().min(0).max(10_000_000).optional(),
  city: z.string().trim().max(60).optional(),
  condition: z.enum(HOME_CONDITIONS).optional(),
  sellerType: z.enum(['shop', 'individual']).optional(),
  /** `hand` (pickup) or `shipping` also finds listings offering both. */
  delivery: z.enum(['hand', 'shipping']).optional(),
  /** Newest first unless searching, when the best match leads; `rating` is the seller's average review. */
  sort: z.enum(HOME_SORTS).optional(),
});
export type THomeQuery = z.output<typeof ZHomeQuery>;

/** What the buyer has typed so far in the search box, and the language to suggest in. */
export const ZSearchSuggestionsQuery = z.object({
  q: z.string().trim().min(1).max(100),
  lang: z.enum(LANGUAGES).default('en'),
});
export type TSearchSuggestionsQuery = z.output<typeof ZSearchSuggestionsQuery>;

import { LISTING_KINDS } from '@gamesouq/core';
import {
  AD_LISTING_FIELDS,
  districtOf,
  EMPTY_LISTING_FORM,
  type ListingFormValues,
  numberText,
} from '@/entities/listing/listing-form/listing-form-values';
import type { Ad } from '@/lib/listing-types';

const NUMBER_FIELDS = new Set<string>([
  'price',
  'quantity',
  'discountPercentage',
  'deliveryHours',
  'weight',
  'length',
  'width',
  'height',
  'minOffer',
]);
const DIMENSIONS = new Set<string>(['weight', 'length', 'width', 'height']);

function oneOf<T extends string>(value: string, fallback: T, list: readonly T[]): T {
  return (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The form prefilled from a saved ad. */
export function valuesFromAd(ad: Ad): ListingFormValues {
  return {
    ...EMPTY_LISTING_FORM,
    title: ad.title,
    catalogueItemId: ad.catalogueItemId ?? '',
    catalogueItemName: ad.catalogueItemId ? ad.title : '',
    price: numberText(ad.price),
    quantity: numberText(ad.quantity),
    discountPercentage: numberText(ad.discountPercentage),
    category: ad.category?.id ?? '',
    platform: ad.platform?.id ?? '',
    condition: oneOf(ad.condition, 'new', ['new', 'like_new', 'good', 'fair', 'poor']),
    availability: oneOf(ad.availability, 'in_stock', ['in_stock', 'out_of_stock', 'pre_order']),
    type: oneOf(ad.type, 'physical', LISTING_KINDS),
    region: ad.region ?? '',
    deliveryHours: numberText(ad.deliveryHours),
    city: ad.city,
    location: districtOf(ad),
    phone: ad.phone,
    description: ad.description,
    deliveryType: oneOf(ad.deliveryType, 'both', ['hand', 'shipping', 'both']),
    returnPolicy: oneOf(ad.returnPolicy, '7_days', ['no_returns', '3_days', '7_days', '14_days', '30_days']),
    weight: numberText(ad.weight),
    length: numberText(ad.length),
    width: numberText(ad.width),
    height: numberText(ad.height),
    features: [...ad.features],
    acceptsOffers: ad.acceptsOffers,
    minOffer: numberText(ad.minOffer),
    agreeToTerms: true,
  };
}

/** The multipart body of a new ad: every ad field, the features as a JSON array, and the photos as repeated `images`. */
export function toCreateFormData(values: ListingFormValues): FormData {
  const body = new FormData();
  for (const key of AD_LISTING_FIELDS) {
    const value = values[key].trim();
    if (DIMENSIONS.has(key) && value === '') continue;
    body.set(key, value);
  }
  body.set('features', JSON.stringify(values.features));
  body.set('agreeToTerms', values.agreeToTerms ? 'true' : 'false');
  body.set('acceptsOffers', values.acceptsOffers ? 'true' : 'false');
  for (const image of values.images) body.append('images', image);
  return body;
}

/**
 * Only the fields that differ from the saved ad (the server sends an ad back to review when its content is sent).
 * Empty dimensions are left out: the server keeps what it had.
 */
export function changedFields(initial: ListingFormValues, values: ListingFormValues): Record<string, string | number | string[]> {
  const changes: Record<string, string | number | string[]> = {};
  if (JSON.stringify(values.features) !== JSON.stringify(initial.features)) changes.features = values.features;
  if (values.acceptsOffers !== initial.acceptsOffers) changes.acceptsOffers = String(values.acceptsOffers);
  for (const key of AD_LISTING_FIELDS) {
    const value = values[key].trim();
    if (value === initial[key].trim()) continue;
    if (NUMBER_FIELDS.has(key)) {
      if (value === '') continue;
      changes[key] = Number(value);
    } else {
      changes[key] = value;
    }
  }
  return changes;
}

/** The same changes as multipart (to add photos): numbers as text, features as JSON. */
export function toUpdateFormData(changes: Record<string, string | number | string[]>, images: File[]): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(changes)) body.set(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  for (const image of images) body.append('images', image);
  return body;
}

/** Whether saving these changes sends a live ad back to review (seller §2.4, design §4); so does adding photos. */
export const REVIEWED_FIELDS = ['title', 'description', 'category', 'platform', 'features'] as const;

import {
  type AVAILABILITIES,
  type CONDITIONS,
  type DELIVERY_TYPES,
  IMAGE_REQUIRED_MESSAGE,
  type LISTING_TYPES,
  missingListingFields,
  REQUIRED_LISTING_FIELDS,
  type RETURN_POLICIES,
  TERMS_REQUIRED_MESSAGE,
  ZListingFields,
} from '@gamesouq/core';
import type { Ad } from '@/lib/listing-types';

/** What the ad form holds: text inputs keep strings, as typed. */
export type AdFormValues = {
  title: string;
  price: string;
  quantity: string;
  discountPercentage: string;
  category: string;
  platform: string;
  condition: (typeof CONDITIONS)[number];
  availability: (typeof AVAILABILITIES)[number];
  type: (typeof LISTING_TYPES)[number];
  city: string;
  location: string;
  phone: string;
  description: string;
  deliveryType: (typeof DELIVERY_TYPES)[number];
  returnPolicy: (typeof RETURN_POLICIES)[number];
  weight: string;
  length: string;
  width: string;
  height: string;
  features: string[];
  agreeToTerms: boolean;
};

export type RequiredField = keyof typeof REQUIRED_LISTING_FIELDS;
export type FieldName = Exclude<keyof AdFormValues, 'features' | 'agreeToTerms'>;

/** The defaults of a new ad (seller §3): quantity 1, new, in stock, physical, both delivery ways, 7-day returns. */
export const EMPTY_AD_FORM: AdFormValues = {
  title: '',
  price: '',
  quantity: '1',
  discountPercentage: '0',
  category: '',
  platform: '',
  condition: 'new',
  availability: 'in_stock',
  type: 'physical',
  city: '',
  location: '',
  phone: '',
  description: '',
  deliveryType: 'both',
  returnPolicy: '7_days',
  weight: '',
  length: '',
  width: '',
  height: '',
  features: [],
  agreeToTerms: false,
};

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function oneOf<T extends string>(value: string, fallback: T, list: readonly T[] = [fallback]): T {
  return (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The form prefilled from a saved ad; the server joins city and district in `location`, the form wants the district. */
export function valuesFromAd(ad: Ad): AdFormValues {
  const district = ad.city && ad.location.startsWith(ad.city) ? ad.location.slice(ad.city.length).replace(/^,\s*/, '') : ad.location;
  return {
    title: ad.title,
    price: text(ad.price),
    quantity: text(ad.quantity),
    discountPercentage: text(ad.discountPercentage),
    category: ad.category?.id ?? '',
    platform: ad.platform?.id ?? '',
    condition: oneOf(ad.condition, EMPTY_AD_FORM.condition, ['new', 'like_new', 'good', 'fair', 'poor']),
    availability: oneOf(ad.availability, EMPTY_AD_FORM.availability, ['in_stock', 'out_of_stock', 'pre_order']),
    type: oneOf(ad.type, EMPTY_AD_FORM.type, ['physical', 'digital']),
    city: ad.city,
    location: district,
    phone: ad.phone,
    description: ad.description,
    deliveryType: oneOf(ad.deliveryType, EMPTY_AD_FORM.deliveryType, ['hand', 'shipping', 'both']),
    returnPolicy: oneOf(ad.returnPolicy, EMPTY_AD_FORM.returnPolicy, ['no_returns', '3_days', '7_days', '14_days', '30_days']),
    weight: text(ad.weight),
    length: text(ad.length),
    width: text(ad.width),
    height: text(ad.height),
    features: [...ad.features],
    agreeToTerms: true,
  };
}

export type AdFormProblems = {
  /** The required fields left empty, in form order. */
  missing: RequiredField[];
  /** Other field messages, in the rules' English (translated when shown). */
  fields: Partial<Record<FieldName, string>>;
  /** Messages about the photos and the terms, in English. */
  general: string[];
};

/**
 * The checks before sending (seller §5): required fields ('Please fill in:'), the number rules of the shared
 * schema, then at least one photo and the terms for a new ad.
 */
export function checkAdForm(values: AdFormValues, { imageCount, isNew }: { imageCount: number; isNew: boolean }): AdFormProblems | null {
  const missingLabels = missingListingFields(values);
  const missing = (Object.entries(REQUIRED_LISTING_FIELDS) as [RequiredField, string][])
    .filter(([, label]) => missingLabels.includes(label))
    .map(([key]) => key);

  const fields: AdFormProblems['fields'] = {};
  const parsed = ZListingFields.safeParse({ ...values, features: values.features });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key !== 'string' || key in fields || missing.includes(key as RequiredField)) continue;
      if (key in EMPTY_AD_FORM && key !== 'features' && key !== 'agreeToTerms') fields[key as FieldName] = issue.message;
    }
  }

  const general: string[] = [];
  if (isNew && imageCount === 0) general.push(IMAGE_REQUIRED_MESSAGE);
  if (isNew && !values.agreeToTerms) general.push(TERMS_REQUIRED_MESSAGE);

  return missing.length || Object.keys(fields).length || general.length ? { missing, fields, general } : null;
}

const NUMBER_FIELDS = new Set<keyof AdFormValues>(['price', 'quantity', 'discountPercentage', 'weight', 'length', 'width', 'height']);
const DIMENSIONS = new Set<keyof AdFormValues>(['weight', 'length', 'width', 'height']);

/** The multipart body of a new ad: every field, the features as a JSON array, and the photos as repeated `images`. */
export function toCreateFormData(values: AdFormValues, images: File[]): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values) as [keyof AdFormValues, AdFormValues[keyof AdFormValues]][]) {
    if (key === 'features') body.set('features', JSON.stringify(values.features));
    else if (key === 'agreeToTerms') body.set('agreeToTerms', values.agreeToTerms ? 'true' : 'false');
    else if (DIMENSIONS.has(key) && String(value).trim() === '') continue;
    else body.set(key, String(value).trim());
  }
  for (const image of images) body.append('images', image);
  return body;
}

/**
 * Only the fields that differ from the saved ad (the server sends an ad back to review when its content is sent).
 * Empty dimensions are left out: the server keeps what it had.
 */
export function changedFields(initial: AdFormValues, values: AdFormValues): Record<string, string | number | string[]> {
  const changes: Record<string, string | number | string[]> = {};
  for (const key of Object.keys(values) as (keyof AdFormValues)[]) {
    if (key === 'agreeToTerms') continue;
    if (key === 'features') {
      if (JSON.stringify(values.features) !== JSON.stringify(initial.features)) changes.features = values.features;
      continue;
    }
    const value = String(values[key]).trim();
    if (value === String(initial[key]).trim()) continue;
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

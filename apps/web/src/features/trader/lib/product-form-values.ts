import { districtOf, EMPTY_LISTING_FORM, type ListingFormValues, numberText } from '@/entities/listing/listing-form/listing-form-values';
import type { TraderProduct } from '../api/types';

/** The product fields sent as they are, and their names in the trader API (the title is the product's `name`). */
const SENT_FIELDS = {
  title: 'name',
  price: 'price',
  quantity: 'quantity',
  category: 'category',
  platform: 'platform',
  condition: 'condition',
  city: 'city',
  location: 'location',
  phone: 'phone',
  description: 'description',
  weight: 'weight',
  length: 'length',
  width: 'width',
  height: 'height',
  deliveryType: 'deliveryType',
  type: 'type',
  region: 'region',
  deliveryHours: 'deliveryHours',
} as const satisfies Partial<Record<keyof ListingFormValues, string>>;

/** A new product starts as new, one in stock, released this year, without a discount (seller §9 trader product defaults). */
export const emptyProductValues = (): ListingFormValues => ({
  ...EMPTY_LISTING_FORM,
  discountPercentage: '',
  releaseYear: String(new Date().getFullYear()),
});

export const productValuesOf = (product: TraderProduct): ListingFormValues => ({
  ...EMPTY_LISTING_FORM,
  title: product.name,
  price: String(product.price),
  quantity: String(product.quantity),
  category: product.category?.id ?? '',
  platform: product.platform?.id ?? '',
  condition: product.condition,
  city: product.city,
  location: districtOf(product),
  phone: product.phone,
  description: product.description,
  weight: numberText(product.weight),
  length: numberText(product.length),
  width: numberText(product.width),
  height: numberText(product.height),
  edition: product.additionalDetails.edition ?? '',
  releaseYear: numberText(product.additionalDetails.releaseYear),
  originalPrice: numberText(product.additionalDetails.originalPrice),
  discountPercentage: product.discountPercentage ? String(product.discountPercentage) : '',
  deliveryType: product.deliveryType,
  type: product.type,
  region: product.region ?? '',
  deliveryHours: numberText(product.deliveryHours),
  deliveryNotes: product.additionalDetails.delivery ?? '',
  // A draft may have been saved before its owner agreed to the terms; sending it for review asks again.
  agreeToTerms: product.status !== 'draft',
});

/**
 * The multipart body of seller §7: the form fields, additionalDetails as JSON, the images and the status. With
 * `previous` (an edit) only what changed is sent, so an unchanged title does not send the product back to review;
 * an edit with status pending_review sends a draft or rejected product for review.
 */
export function productFormData(
  values: ListingFormValues,
  { status, previous }: { status?: 'pending_review' | 'draft'; previous?: ListingFormValues },
) {
  const form = new FormData();
  for (const [key, name] of Object.entries(SENT_FIELDS) as [keyof typeof SENT_FIELDS, string][]) {
    const isUnchanged = previous !== undefined && previous[key] === values[key];
    if (values[key] !== '' && !isUnchanged) form.append(name, values[key]);
  }
  const detailsOf = (v: ListingFormValues) =>
    Object.fromEntries(
      Object.entries({
        edition: v.edition,
        releaseYear: v.releaseYear,
        originalPrice: v.originalPrice,
        // An emptied discount field is sent as 0 so that an edit removes the discount.
        discount: v.discountPercentage === '' && previous !== undefined ? '0' : v.discountPercentage,
        delivery: v.deliveryNotes,
      }).filter(([, value]) => value !== ''),
    );
  const details = JSON.stringify(detailsOf(values));
  if (previous === undefined || details !== JSON.stringify(detailsOf(previous))) form.append('additionalDetails', details);
  if (previous === undefined || status === 'pending_review') form.append('agreeToTerms', String(values.agreeToTerms));
  if (status) form.append('status', status);
  for (const image of values.images) form.append('images', image);
  return form;
}

import type { TraderProduct } from '../api/types';

export type ProductFormValues = {
  name: string;
  price: string;
  quantity: string;
  category: string;
  platform: string;
  condition: string;
  city: string;
  location: string;
  phone: string;
  description: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  edition: string;
  releaseYear: string;
  originalPrice: string;
  /** Percent off the price (0-90); buyers pay the discounted price and see the old one struck out. */
  discount: string;
  deliveryType: string;
  delivery: string;
  agreeToTerms: boolean;
};

/** A new product starts as new, one in stock, released this year (seller §9 trader product defaults). */
export const emptyProductValues = (): ProductFormValues => ({
  name: '',
  price: '',
  quantity: '1',
  category: '',
  platform: '',
  condition: 'new',
  city: '',
  location: '',
  phone: '',
  description: '',
  weight: '',
  length: '',
  width: '',
  height: '',
  edition: '',
  releaseYear: String(new Date().getFullYear()),
  originalPrice: '',
  discount: '',
  deliveryType: 'both',
  delivery: '',
  agreeToTerms: false,
});

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export const productValuesOf = (product: TraderProduct): ProductFormValues => ({
  name: product.name,
  price: String(product.price),
  quantity: String(product.quantity),
  category: product.category?.id ?? '',
  platform: product.platform?.id ?? '',
  condition: product.condition,
  city: product.city,
  location: product.location.replace(new RegExp(`^${product.city},\\s*`), ''),
  phone: product.phone,
  description: product.description,
  weight: text(product.weight),
  length: text(product.length),
  width: text(product.width),
  height: text(product.height),
  edition: product.additionalDetails.edition ?? '',
  releaseYear: text(product.additionalDetails.releaseYear),
  originalPrice: text(product.additionalDetails.originalPrice),
  discount: product.discountPercentage ? String(product.discountPercentage) : '',
  deliveryType: product.deliveryType,
  delivery: product.additionalDetails.delivery ?? '',
  // A draft may have been saved before its owner agreed to the terms; sending it for review asks again.
  agreeToTerms: product.status !== 'draft',
});

/**
 * The multipart body of seller §7: the form fields, additionalDetails as JSON, the images and the status. With
 * `previous` (an edit) only what changed is sent, so an unchanged title does not send the product back to review;
 * an edit with status pending_review sends a draft or rejected product for review.
 */
export function productFormData(
  values: ProductFormValues,
  { images, status, previous }: { images: File[]; status?: 'pending_review' | 'draft'; previous?: ProductFormValues },
) {
  const form = new FormData();
  const { edition: _e, releaseYear: _r, originalPrice: _o, discount: _s, delivery: _d, agreeToTerms, ...fields } = values;
  for (const [key, value] of Object.entries(fields)) {
    const isUnchanged = previous !== undefined && previous[key as keyof typeof fields] === value;
    if (value !== '' && !isUnchanged) form.append(key, value);
  }
  const detailsOf = (v: ProductFormValues) =>
    Object.fromEntries(
      Object.entries({
        edition: v.edition,
        releaseYear: v.releaseYear,
        originalPrice: v.originalPrice,
        // An emptied discount field is sent as 0 so that an edit removes the discount.
        discount: v.discount === '' && previous !== undefined ? '0' : v.discount,
        delivery: v.delivery,
      }).filter(([, value]) => value !== ''),
    );
  const details = JSON.stringify(detailsOf(values));
  if (previous === undefined || details !== JSON.stringify(detailsOf(previous))) form.append('additionalDetails', details);
  if (previous === undefined || status === 'pending_review') form.append('agreeToTerms', String(agreeToTerms));
  if (status) form.append('status', status);
  for (const image of images) form.append('images', image);
  return form;
}

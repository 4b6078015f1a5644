import { REQUIRED_LISTING_FIELDS } from '@gamesouq/core';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/messages';

type RequiredField = keyof typeof REQUIRED_LISTING_FIELDS;

/** The trader form's label of each required listing field (the form calls the title "Product name"). */
const LABEL_KEYS = {
  title: 'traderPanel.form.name',
  price: 'traderPanel.form.price',
  city: 'traderPanel.form.city',
  location: 'traderPanel.form.location',
  category: 'traderPanel.form.category',
  platform: 'traderPanel.form.platform',
  phone: 'traderPanel.form.phone',
  description: 'traderPanel.form.description',
} as const satisfies Record<RequiredField, string>;

/**
 * A failed save or send for review in the user's language: the server's 'Please fill in: Title, City' names the
 * missing fields by the form's own labels; other replies go through the shared catalogue.
 */
export function productSaveError(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === 'MISSING_FIELDS') {
    const listed = error.message.replace(/^Please fill in:\s*/, '').split(/,\s*/);
    const labels = (Object.entries(REQUIRED_LISTING_FIELDS) as [RequiredField, string][])
      .filter(([, label]) => listed.includes(label))
      .map(([key]) => t(LABEL_KEYS[key]));
    if (labels.length) return t('traderPanel.form.fillIn', { fields: labels.join(t('common.listSeparator')) });
  }
  return errorMessage(t, error, { fallback });
}

import { REQUIRED_LISTING_FIELDS } from '@gamesouq/core';
import { ApiError } from '@/lib/api-client';
import type { TFunction } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import type { RequiredListingField } from './listing-form-rules';
import type { ListingFormTexts } from './listing-form-texts';

/**
 * A failed save in the user's language: the server's 'Please fill in: Title, Price' names the missing fields by
 * the form's own labels; other replies go through the shared catalogue, and `fallback` covers a reply without a message.
 */
export function listingSaveError(t: TFunction, error: unknown, { fallback, texts }: { fallback: string; texts: ListingFormTexts }): string {
  if (error instanceof ApiError && error.code === 'MISSING_FIELDS') {
    const listed = error.message.replace(/^Please fill in:\s*/, '').split(/,\s*/);
    const labels = (Object.entries(REQUIRED_LISTING_FIELDS) as [RequiredListingField, string][])
      .filter(([, label]) => listed.includes(label))
      .map(([key]) => texts.fields[key] ?? key);
    if (labels.length) return texts.fillIn(labels.join(t('common.listSeparator')));
  }
  return errorMessage(t, error, { fallback });
}

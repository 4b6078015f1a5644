import { REQUIRED_LISTING_FIELDS } from '@gamesouq/core';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/messages';
import type { RequiredField } from './ad-form-values';

/**
 * A failed save in the user's language: the server's 'Please fill in: Title, Price' has its field names
 * translated, other replies go through the shared catalogue, and `fallback` covers a reply without a message.
 */
export function adSaveError(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === 'MISSING_FIELDS') {
    const listed = error.message.replace(/^Please fill in:\s*/, '').split(/,\s*/);
    const keys = (Object.entries(REQUIRED_LISTING_FIELDS) as [RequiredField, string][])
      .filter(([, label]) => listed.includes(label))
      .map(([key]) => t(`adForm.fields.${key}`));
    if (keys.length) return t('adForm.fillIn', { fields: keys.join(t('common.listSeparator')) });
  }
  return errorMessage(t, error, { fallback });
}

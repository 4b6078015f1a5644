import {
  IMAGE_REQUIRED_MESSAGE,
  missingListingFields,
  REQUIRED_LISTING_FIELDS,
  TERMS_REQUIRED_MESSAGE,
  V,
  ZListingFields,
} from '@gamesouq/core';
import { z } from 'zod';
import { AD_LISTING_FIELDS, type ListingFormValues } from './listing-form-values';

export type RequiredListingField = keyof typeof REQUIRED_LISTING_FIELDS;

const CHECKED_FIELDS = new Set<string>(AD_LISTING_FIELDS);

/**
 * The form's rules. The ad form checks before sending (seller §5): required fields, the number rules of the shared
 * listing schema, then a first photo and the terms for a new ad. The trader's product form checks nothing itself
 * (seller §2.11): the server's answer is shown instead. Valid values come out as they went in.
 */
export function listingFormSchema({
  checksFields,
  isNew,
  savedImageCount,
}: {
  checksFields: boolean;
  isNew: boolean;
  savedImageCount: number;
}) {
  return z.custom<ListingFormValues>().superRefine((values, ctx) => {
    if (!checksFields) return;
    const missingLabels = missingListingFields(values);
    const missing = (Object.entries(REQUIRED_LISTING_FIELDS) as [RequiredListingField, string][])
      .filter(([, label]) => missingLabels.includes(label))
      .map(([key]) => key);
    for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: V.fieldRequired });

    const checked = Object.fromEntries(Object.entries(values).filter(([key]) => CHECKED_FIELDS.has(key)));
    const parsed = ZListingFields.safeParse(checked);
    const reported = new Set<string>(missing);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key !== 'string' || reported.has(key)) continue;
      reported.add(key);
      ctx.addIssue({ code: 'custom', path: [key], message: issue.message });
    }

    // A linked ad shows its item's art until the seller adds photos (issue 22): the server checks the item has art.
    if (isNew && !values.catalogueItemId && savedImageCount + values.images.length === 0)
      ctx.addIssue({ code: 'custom', path: ['images'], message: IMAGE_REQUIRED_MESSAGE });
    if (isNew && !values.agreeToTerms) ctx.addIssue({ code: 'custom', path: ['agreeToTerms'], message: TERMS_REQUIRED_MESSAGE });
  });
}

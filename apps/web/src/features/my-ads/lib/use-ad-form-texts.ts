import { MAX_LISTING_IMAGES } from '@gamesouq/core';
import type { ListingFormTexts } from '@/entities/listing/listing-form/listing-form-texts';
import { AD_LISTING_FIELDS } from '@/entities/listing/listing-form/listing-form-values';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/** The ad form's words (seller §2.3): its sections, required fields' labels, units, feature chips and terms. */
export function useAdFormTexts(): ListingFormTexts {
  const { t, i18n } = useTranslation();
  return {
    sections: {
      images: t('adForm.sections.images'),
      basic: t('adForm.sections.basic'),
      description: t('adForm.sections.description'),
      delivery: t('adForm.sections.delivery'),
      terms: t('adForm.sections.terms'),
    },
    fields: Object.fromEntries(AD_LISTING_FIELDS.map((name) => [name, t(`adForm.fields.${name}`)])) as ListingFormTexts['fields'],
    choose: { category: t('adForm.selectCategory'), platform: t('adForm.selectPlatform'), city: t('adForm.selectCity') },
    catalogFailed: { categories: t('adForm.categoriesFailed'), platforms: t('adForm.platformsFailed') },
    photos: {
      prompt: t('adForm.dropHere'),
      add: t('adForm.addPhotos'),
      hint: t('adForm.photosHint', { max: formatNumber(MAX_LISTING_IMAGES, i18n.language) }),
    },
    units: { price: t('adForm.units.sar'), discount: '%', weight: t('adForm.units.grams'), size: t('adForm.units.cm') },
    locationPlaceholder: t('adForm.locationPlaceholder'),
    features: {
      label: t('adForm.feature'),
      list: t('adForm.features'),
      placeholder: t('adForm.featurePlaceholder'),
      add: t('adForm.addFeature'),
      remove: (feature) => t('adForm.removeFeature', { feature }),
    },
    counter: (n, max) => t('adForm.counter', { n, max }),
    fillIn: (fields) => t('adForm.fillIn', { fields }),
    agree: t('adForm.agree'),
    readTerms: t('adForm.readTerms'),
    offers: { accept: t('adForm.offers.accept'), hint: t('adForm.offers.hint') },
  };
}

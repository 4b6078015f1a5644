import type { ListingFormTexts } from '@/entities/listing/listing-form/listing-form-texts';
import { useTranslation } from '@/lib/i18n';

/** The trader product form's words (seller §2.11): its own labels, the cover photo hint, and the additional details. */
export function useProductFormTexts(): ListingFormTexts {
  const { t } = useTranslation();
  const choose = t('traderPanel.form.choose');
  return {
    sections: {
      images: t('traderPanel.form.images'),
      basic: t('traderPanel.form.basics'),
      description: t('traderPanel.form.description'),
      delivery: t('traderPanel.form.shippingDetails'),
      details: t('traderPanel.form.additionalDetails'),
    },
    fields: {
      title: t('traderPanel.form.name'),
      price: t('traderPanel.form.price'),
      quantity: t('traderPanel.form.quantity'),
      discountPercentage: t('traderPanel.form.discount'),
      category: t('traderPanel.form.category'),
      platform: t('traderPanel.form.platform'),
      condition: t('traderPanel.form.condition'),
      type: t('adForm.fields.type'),
      region: t('adForm.fields.region'),
      deliveryHours: t('adForm.fields.deliveryHours'),
      city: t('traderPanel.form.city'),
      location: t('traderPanel.form.location'),
      phone: t('traderPanel.form.phone'),
      description: t('traderPanel.form.description'),
      deliveryType: t('traderPanel.form.deliveryType'),
      deliveryNotes: t('traderPanel.form.delivery'),
      weight: t('traderPanel.form.weight'),
      length: t('traderPanel.form.length'),
      width: t('traderPanel.form.width'),
      height: t('traderPanel.form.height'),
      edition: t('traderPanel.form.edition'),
      releaseYear: t('traderPanel.form.releaseYear'),
      originalPrice: t('traderPanel.form.originalPrice'),
    },
    choose: { category: choose, platform: choose, city: choose },
    catalogFailed: { categories: t('adForm.categoriesFailed'), platforms: t('adForm.platformsFailed') },
    photos: { add: t('traderPanel.form.coverPhoto'), hint: t('traderPanel.form.coverHint') },
    counter: (n, max) => t('adForm.counter', { n, max }),
    fillIn: (fields) => t('traderPanel.form.fillIn', { fields }),
    agree: t('traderPanel.form.agree'),
  };
}

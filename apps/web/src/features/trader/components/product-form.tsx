import { CITIES, CONDITIONS, DELIVERY_TYPES, MAX_DESCRIPTION_LENGTH } from '@gamesouq/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabel, useCategories } from '@/lib/api/get-categories';
import { usePlatforms } from '@/lib/api/get-platforms';
import { formatNumber } from '@/lib/format';
import { Checkbox } from '@/ui/checkbox';
import { FormAlert } from '@/ui/form-alert';
import { SelectField } from '@/ui/select-field';
import { TextAreaField, TextField } from '@/ui/text-field';
import type { ProductFormValues } from '../lib/product-form-values';
import { ProductImagesInput } from './product-images-input';

type Props = {
  initial: ProductFormValues;
  existingImages?: string[];
  error: string | null;
  onError: (message: string | null) => void;
  /** The submit buttons, given the current values and chosen images. */
  actions: (form: { values: ProductFormValues; images: File[] }) => ReactNode;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** The trader product form (seller §2.11): numeric price, quantity and dimensions, description counter n/1000. */
export function ProductForm({ initial, existingImages = [], error, onError, actions }: Props) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(initial);
  const [images, setImages] = useState<File[]>([]);
  const categories = useCategories();
  const platforms = usePlatforms();
  const field = (name: keyof ProductFormValues) => ({
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const numeric = { type: 'number', inputMode: 'decimal', min: 0 } as const;

  return (
    <form className="space-y-5" onSubmit={(event) => event.preventDefault()} noValidate>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Section title={t('traderPanel.form.images')}>
        {existingImages.length ? (
          <div className="flex flex-wrap gap-2">
            {existingImages.map((src) => (
              <img key={src} src={src} alt="" width={96} height={96} className="size-24 rounded-xl object-cover ring-1 ring-slate-200" />
            ))}
          </div>
        ) : null}
        <ProductImagesInput files={images} existing={existingImages.length} onChange={setImages} onError={onError} />
      </Section>
      <Section title={t('traderPanel.form.basics')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('traderPanel.form.name')} className="sm:col-span-2" maxLength={120} {...field('name')} />
          <TextField label={t('traderPanel.form.price')} {...numeric} step="0.01" {...field('price')} />
          <TextField label={t('traderPanel.form.quantity')} {...numeric} min={1} step="1" {...field('quantity')} />
          <SelectField label={t('traderPanel.form.category')} {...field('category')}>
            <option value="">{t('traderPanel.form.choose')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {categoryLabel(category, i18n.language)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('traderPanel.form.platform')} {...field('platform')}>
            <option value="">{t('traderPanel.form.choose')}</option>
            {(platforms.data ?? []).map((platform) => (
              <option key={platform.id} value={platform.id}>
                {platform.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('traderPanel.form.condition')} {...field('condition')}>
            {CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {t(`listing.condition.${condition}`)}
              </option>
            ))}
          </SelectField>
          <TextField label={t('traderPanel.form.phone')} type="tel" dir="ltr" {...field('phone')} />
          <SelectField label={t('traderPanel.form.city')} {...field('city')}>
            <option value="">{t('traderPanel.form.choose')}</option>
            {CITIES.map((city) => (
              <option key={city} value={city}>
                {t(`cities.${city}`)}
              </option>
            ))}
          </SelectField>
          <TextField label={t('traderPanel.form.location')} {...field('location')} />
        </div>
      </Section>
      <Section title={t('traderPanel.form.description')}>
        <TextAreaField
          label={t('traderPanel.form.description')}
          rows={5}
          maxLength={MAX_DESCRIPTION_LENGTH}
          aside={t('adForm.counter', {
            // 'n/1000' (spec): digits of the language, without a thousands separator.
            n: formatNumber(values.description.length, i18n.language, { useGrouping: false }),
            max: formatNumber(MAX_DESCRIPTION_LENGTH, i18n.language, { useGrouping: false }),
          })}
          {...field('description')}
        />
      </Section>
      <Section title={t('traderPanel.form.shippingDetails')}>
        <div className="grid gap-4 sm:grid-cols-4">
          <TextField label={t('traderPanel.form.weight')} {...numeric} step="1" {...field('weight')} />
          <TextField label={t('traderPanel.form.length')} {...numeric} step="1" {...field('length')} />
          <TextField label={t('traderPanel.form.width')} {...numeric} step="1" {...field('width')} />
          <TextField label={t('traderPanel.form.height')} {...numeric} step="1" {...field('height')} />
        </div>
      </Section>
      <Section title={t('traderPanel.form.additionalDetails')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('traderPanel.form.edition')} {...field('edition')} />
          <TextField label={t('traderPanel.form.releaseYear')} {...numeric} step="1" {...field('releaseYear')} />
          <TextField label={t('traderPanel.form.originalPrice')} {...numeric} step="0.01" {...field('originalPrice')} />
          <TextField label={t('traderPanel.form.discount')} {...numeric} max={90} step="1" {...field('discount')} />
          <SelectField label={t('traderPanel.form.deliveryType')} {...field('deliveryType')}>
            {DELIVERY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`listing.deliveryType.${type}`)}
              </option>
            ))}
          </SelectField>
          <TextField label={t('traderPanel.form.delivery')} {...field('delivery')} />
        </div>
        <Checkbox
          label={t('traderPanel.form.agree')}
          checked={values.agreeToTerms}
          onChange={(event) => setValues((current) => ({ ...current, agreeToTerms: event.target.checked }))}
        />
      </Section>
      <div className="flex flex-wrap justify-end gap-2">{actions({ values, images })}</div>
    </form>
  );
}

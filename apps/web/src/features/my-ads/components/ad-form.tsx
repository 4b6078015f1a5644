import {
  AVAILABILITIES,
  CITIES,
  CONDITIONS,
  IMAGE_REQUIRED_MESSAGE,
  LISTING_TYPES,
  MAX_DESCRIPTION_LENGTH,
  TERMS_REQUIRED_MESSAGE,
} from '@gamesouq/core';
import { CircleAlert, ExternalLink } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PhoneField } from '@/entities/phone/components/phone-field';
import { useCategories } from '@/lib/api/get-categories';
import { usePlatforms } from '@/lib/api/get-platforms';
import { formatNumber } from '@/lib/format';
import { useListingLabels } from '@/lib/listing-labels';
import { translateMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { LoadingState } from '@/ui/loading-state';
import { SelectField } from '@/ui/select-field';
import { RequiredMark, TextAreaField, TextField } from '@/ui/text-field';
import { type AdFormProblems, type AdFormValues, checkAdForm, type FieldName } from '../lib/ad-form-values';
import { CatalogSelects } from './catalog-selects';
import { DeliveryFields } from './delivery-fields';
import { FeaturesInput } from './features-input';
import { ImagePicker } from './image-picker';

type AdFormProps = {
  mode: 'create' | 'edit';
  defaultValues: AdFormValues;
  /** Photos already saved with the ad (edit). */
  savedImages?: string[];
  isSubmitting: boolean;
  onSubmit: (values: AdFormValues, images: File[]) => void;
  onCancel: () => void;
  /** Extra buttons beside Cancel (Delete on the edit screen). */
  extraActions?: ReactNode;
};

/** A card of the form with its heading (not a named region, so a field's label stays its only match). */
function Section({ title, isRequired = false, children }: { title: string; isRequired?: boolean; children: ReactNode }) {
  return (
    <div className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">
        {title}
        {isRequired ? <RequiredMark /> : null}
      </h2>
      {children}
    </div>
  );
}

/** The post-an-ad and edit-ad form (seller §2.3, §3, §5): photos, basic information, description, delivery, terms. */
export function AdForm({ mode, defaultValues, savedImages = [], isSubmitting, onSubmit, onCancel, extraActions }: AdFormProps) {
  const { t, i18n } = useTranslation();
  const labels = useListingLabels();
  const isNew = mode === 'create';
  const { register, handleSubmit, watch, setValue } = useForm<AdFormValues>({ defaultValues });
  const [images, setImages] = useState<File[]>([]);
  const [problems, setProblems] = useState<AdFormProblems | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const categories = useCategories();
  const platforms = usePlatforms();

  useEffect(() => {
    if (problems) summaryRef.current?.focus();
  }, [problems]);

  const description = watch('description') ?? '';
  // The selects get their saved value only once their options exist, so the form waits for the catalogue.
  const isCatalogLoading = categories.isPending || platforms.isPending;
  const features = watch('features') ?? [];

  const fieldLabel = (field: FieldName) => t(`adForm.fields.${field}`);
  const errorOf = (field: FieldName): string | undefined => {
    if (!problems) return undefined;
    if (problems.missing.includes(field as never)) return t('adForm.required');
    return translateMessage(t, problems.fields[field]);
  };

  const submit = handleSubmit((values) => {
    const found = checkAdForm(values, { imageCount: savedImages.length + images.length, isNew });
    setProblems(found);
    if (!found) onSubmit(values, images);
  });

  const messages = problems
    ? [
        ...(problems.missing.length
          ? [t('adForm.fillIn', { fields: problems.missing.map((field) => fieldLabel(field)).join(t('common.listSeparator')) })]
          : []),
        ...Object.values(problems.fields).map((message) => translateMessage(t, message) ?? ''),
        ...problems.general.map((message) => translateMessage(t, message) ?? ''),
      ]
    : [];

  if (isCatalogLoading) return <LoadingState label={t('common.loading')} />;

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Section title={t('adForm.sections.images')} isRequired={isNew}>
        <ImagePicker
          savedImages={savedImages}
          files={images}
          onChange={setImages}
          isRequired={isNew}
          isInvalid={problems?.general.includes(IMAGE_REQUIRED_MESSAGE) ?? false}
        />
      </Section>

      <Section title={t('adForm.sections.basic')}>
        <TextField
          label={fieldLabel('title')}
          isRequired
          required
          maxLength={120}
          dir="auto"
          error={errorOf('title')}
          {...register('title')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={fieldLabel('price')}
            aside={t('adForm.units.sar')}
            isRequired
            required
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            dir="ltr"
            error={errorOf('price')}
            {...register('price')}
          />
          <TextField
            label={fieldLabel('quantity')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            dir="ltr"
            error={errorOf('quantity')}
            {...register('quantity')}
          />
          <TextField
            label={fieldLabel('discountPercentage')}
            aside="%"
            type="number"
            inputMode="numeric"
            min={0}
            max={90}
            step={1}
            dir="ltr"
            error={errorOf('discountPercentage')}
            {...register('discountPercentage')}
          />
        </div>
        <CatalogSelects
          categoryField={register('category')}
          platformField={register('platform')}
          categoryError={errorOf('category')}
          platformError={errorOf('platform')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label={fieldLabel('condition')} isRequired {...register('condition')}>
            {CONDITIONS.map((value) => (
              <option key={value} value={value}>
                {labels.condition(value)}
              </option>
            ))}
          </SelectField>
          <SelectField label={fieldLabel('availability')} {...register('availability')}>
            {AVAILABILITIES.map((value) => (
              <option key={value} value={value}>
                {labels.availability(value)}
              </option>
            ))}
          </SelectField>
          <SelectField label={fieldLabel('type')} {...register('type')}>
            {LISTING_TYPES.map((value) => (
              <option key={value} value={value}>
                {labels.type(value)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={fieldLabel('city')} isRequired required error={errorOf('city')} {...register('city')}>
            <option value="">{t('adForm.selectCity')}</option>
            {CITIES.map((city) => (
              <option key={city} value={city}>
                {labels.city(city)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={fieldLabel('location')}
            isRequired
            required
            maxLength={120}
            dir="auto"
            placeholder={t('adForm.locationPlaceholder')}
            error={errorOf('location')}
            {...register('location')}
          />
        </div>
        <PhoneField
          label={fieldLabel('phone')}
          isRequired
          required
          error={errorOf('phone')}
          className="sm:max-w-sm"
          {...register('phone')}
        />
      </Section>

      <Section title={t('adForm.sections.description')}>
        <TextAreaField
          label={fieldLabel('description')}
          isRequired
          required
          rows={6}
          dir="auto"
          maxLength={MAX_DESCRIPTION_LENGTH}
          aside={
            <span aria-live="polite">
              {t('adForm.counter', {
                n: formatNumber(description.length, i18n.language),
                max: formatNumber(MAX_DESCRIPTION_LENGTH, i18n.language),
              })}
            </span>
          }
          error={errorOf('description')}
          {...register('description')}
        />
        <FeaturesInput value={features} onChange={(list) => setValue('features', list, { shouldDirty: true })} />
      </Section>

      <Section title={t('adForm.sections.delivery')}>
        <DeliveryFields register={register} errorOf={errorOf} />
      </Section>

      {isNew ? (
        <Section title={t('adForm.sections.terms')}>
          <Checkbox
            label={t('adForm.agree')}
            required
            aria-invalid={problems?.general.includes(TERMS_REQUIRED_MESSAGE) || undefined}
            {...register('agreeToTerms')}
          />
          <Link
            to={paths.terms.getHref()}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('adForm.readTerms')}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">({t('common.opensInNewTab')})</span>
          </Link>
        </Section>
      ) : null}

      {messages.length > 0 ? (
        <div
          ref={summaryRef}
          role="alert"
          tabIndex={-1}
          className="flex gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200 focus:outline-none"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <ul className="space-y-1">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        {extraActions}
        <Button type="submit" size="lg" isLoading={isSubmitting}>
          {isNew ? t('adForm.submit') : t('adForm.save')}
        </Button>
      </div>
    </form>
  );
}

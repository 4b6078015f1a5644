import {
  AVAILABILITIES,
  CITIES,
  CODE_REGIONS,
  CONDITIONS,
  DELIVERY_TYPES,
  isDigitalKind,
  LISTING_KINDS,
  MAX_DESCRIPTION_LENGTH,
  MAX_LISTING_IMAGES,
  REQUIRED_LISTING_FIELDS,
  RETURN_POLICIES,
  SERVICE_DELIVERY_HOURS,
  type TItemSummaryView,
  V,
} from '@gamesouq/core';
import { CircleAlert, ExternalLink } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PhoneField } from '@/entities/phone/components/phone-field';
import { useCategories } from '@/lib/api/get-categories';
import { usePlatforms } from '@/lib/api/get-platforms';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import { translateMessage } from '@/lib/messages';
import { readDraft, useSessionDraft } from '@/lib/session-draft';
import { Checkbox } from '@/ui/checkbox';
import { Form } from '@/ui/form/form';
import { FormSelectField, FormTextAreaField, FormTextField, useFieldError } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { LoadingState } from '@/ui/loading-state';
import { PhotoPicker } from '@/ui/photo-picker';
import { RequiredMark } from '@/ui/text-field';
import { CatalogSelects } from './catalog-selects';
import { CatalogueItemPicker } from './catalogue-item-picker';
import { FeaturesInput } from './features-input';
import { ItemSuggestion } from './item-suggestion';
import { listingFormSchema, type RequiredListingField } from './listing-form-rules';
import type { ListingFormTexts } from './listing-form-texts';
import { AD_LISTING_FIELDS, type ListingFormValues } from './listing-form-values';
import { PriceGuide } from './price-guide';

type ListingFormProps = {
  /**
   * `ad`, an individual's ad (seller §2.3, §5): required marks and checks before sending, listed under the form.
   * `product`, a trader's product (seller §2.11): no checks of its own; the server's answer shows in a banner above.
   * Which optional fields show follows `texts`.
   */
  kind: 'ad' | 'product';
  texts: ListingFormTexts;
  defaultValues: ListingFormValues;
  /** Photos saved with the listing (an edit). */
  savedImages?: string[];
  isNew: boolean;
  /** The banner above the form (the product form's server answer and refused photos). */
  error?: string | null;
  onError?: (message: string | null) => void;
  /** `intent` is the `value` of the submit button pressed, when the screen has several (Save For Later, Send for review). */
  onSubmit: (values: ListingFormValues, intent: string | undefined) => void;
  /** The buttons under the form: its submit buttons are `type="submit"`. */
  actions: ReactNode;
  /** Keeps what is typed as this session draft (lib/session-draft), for a new listing; the screen clears it once saved. */
  draftName?: string;
};

/** Files cannot be kept in a draft. */
const DRAFT_NEVER = ['images'];

/** Field order of the summary's messages (the form's order). */
const FIELD_ORDER = [...AD_LISTING_FIELDS, 'images', 'agreeToTerms'] as const;

const NUMBER_INPUT = { type: 'number', dir: 'ltr', min: 0 } as const;
const WHOLE = { ...NUMBER_INPUT, inputMode: 'numeric', step: 1 } as const;
const MONEY = { ...NUMBER_INPUT, inputMode: 'decimal', step: '0.01' } as const;

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

/** A text field of the form, shown only when the screen names it. */
function OptionalField({ label, ...props }: Omit<ComponentProps<typeof FormTextField>, 'label'> & { label: string | undefined }) {
  return label === undefined ? null : <FormTextField label={label} {...props} />;
}

/** The listing's phone on the one phone input (grouped as typed, any spelling of the number). */
function ListingPhoneField({ label, isRequired, className }: { label: string; isRequired: boolean; className?: string }) {
  const form = useFormContext<ListingFormValues>();
  return (
    <PhoneField
      label={label}
      isRequired={isRequired}
      required={isRequired}
      error={useFieldError('phone')}
      className={className}
      {...form.register('phone')}
    />
  );
}

/**
 * The one listing form (an individual's ad and a trader's product go to one listing service): photos, basic
 * information, description, delivery, the trader's additional details and the terms, on the form kit.
 */
export function ListingForm({
  kind,
  texts,
  defaultValues,
  savedImages = [],
  isNew,
  error,
  onError,
  onSubmit,
  actions,
  draftName,
}: ListingFormProps) {
  const { t, i18n } = useTranslation();
  const labels = useListingLabels();
  const checksFields = kind === 'ad';
  const schema = useMemo(
    () => listingFormSchema({ checksFields, isNew, savedImageCount: savedImages.length }),
    [checksFields, isNew, savedImages.length],
  );
  const form = useZodForm(schema, {
    defaultValues: draftName ? readDraft(draftName, defaultValues) : defaultValues,
    shouldFocusError: false,
  });
  // A new listing's text survives a refresh or a step back (its photos do not: files cannot be kept).
  useSessionDraft(draftName ?? null, draftName ? form.watch() : {}, DRAFT_NEVER);
  const summaryRef = useRef<HTMLDivElement>(null);
  const categories = useCategories();
  const platforms = usePlatforms();
  const { errors, submitCount, isSubmitted } = form.formState;
  const images = form.watch('images');
  const description = form.watch('description') ?? '';
  const features = form.watch('features') ?? [];
  const acceptsOffers = form.watch('acceptsOffers');
  const linkedItemId = form.watch('catalogueItemId');
  // A digital listing (ADR 020) has nothing to ship or hand over; a code listing's stock is its uploaded codes.
  const listingKind = form.watch('type') ?? 'physical';
  const pickItem = (item: TItemSummaryView | null) => {
    const options = { shouldDirty: true };
    form.setValue('catalogueItemId', item?.id ?? '', options);
    form.setValue('catalogueItemName', item ? (i18n.language === 'ar' && item.nameAr) || item.name : '', options);
    if (item) form.setValue('title', item.name, options);
    if (item?.platformId) form.setValue('platform', item.platformId, options);
    if (item?.categoryId) form.setValue('category', item.categoryId, options);
  };
  const isDigital = isDigitalKind(listingKind);
  const { fields } = texts;

  const missing = (Object.keys(REQUIRED_LISTING_FIELDS) as RequiredListingField[]).filter(
    (field) => errors[field]?.message === V.fieldRequired,
  );
  const summary = [
    ...(missing.length ? [texts.fillIn(missing.map((field) => fields[field]).join(t('common.listSeparator')))] : []),
    ...FIELD_ORDER.map((field) => errors[field]?.message)
      .filter((message): message is string => message !== undefined && message !== V.fieldRequired)
      .map((message) => translateMessage(t, message) ?? message),
  ];
  const hasSummary = checksFields && summary.length > 0;

  // A refused send moves the focus to the list of what to fix.
  useEffect(() => {
    if (submitCount > 0 && hasSummary) summaryRef.current?.focus();
  }, [submitCount, hasSummary]);

  // The selects get their saved value only once their options exist, so the form waits for the catalogue.
  if (categories.isPending || platforms.isPending) return <LoadingState label={t('common.loading')} />;

  const count = (value: number) => formatNumber(value, i18n.language, { useGrouping: false });
  // The ad's condition, availability and type share a row; the trader's condition sits beside the phone.
  const hasKindFields = fields.availability !== undefined;
  const kindField = fields.type ? (
    <div className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField name="type" label={fields.type}>
          {LISTING_KINDS.map((value) => (
            <option key={value} value={value}>
              {labels.type(value)}
            </option>
          ))}
        </FormSelectField>
        {listingKind === 'digital_code' && fields.region ? (
          <FormSelectField name="region" label={fields.region} isRequired required>
            <option value="">{t('adForm.selectRegion')}</option>
            {CODE_REGIONS.map((value) => (
              <option key={value} value={value}>
                {t(`listing.region.${value}`)}
              </option>
            ))}
          </FormSelectField>
        ) : null}
        {listingKind === 'digital_service' && fields.deliveryHours ? (
          <FormSelectField name="deliveryHours" label={fields.deliveryHours}>
            {SERVICE_DELIVERY_HOURS.map((hours) => (
              <option key={hours} value={String(hours)}>
                {t('adForm.hours', { hours: formatNumber(hours, i18n.language) })}
              </option>
            ))}
          </FormSelectField>
        ) : null}
      </div>
      {isDigital ? (
        <p className="text-sm text-slate-600">
          {t(listingKind === 'digital_code' ? 'adForm.digitalCodeHint' : 'adForm.digitalServiceHint')}
        </p>
      ) : null}
    </div>
  ) : null;
  const conditionField = (
    <FormSelectField name="condition" label={fields.condition ?? ''} isRequired={checksFields}>
      {CONDITIONS.map((value) => (
        <option key={value} value={value}>
          {labels.condition(value)}
        </option>
      ))}
    </FormSelectField>
  );
  // The ad's delivery choices sit with the parcel's size; the trader's with the other additional details.
  const deliveryRow = (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormSelectField name="deliveryType" label={fields.deliveryType ?? ''}>
        {DELIVERY_TYPES.map((value) => (
          <option key={value} value={value}>
            {labels.deliveryType(value)}
          </option>
        ))}
      </FormSelectField>
      {fields.returnPolicy ? (
        <FormSelectField name="returnPolicy" label={fields.returnPolicy}>
          {RETURN_POLICIES.map((value) => (
            <option key={value} value={value}>
              {labels.returnPolicy(value)}
            </option>
          ))}
        </FormSelectField>
      ) : null}
      <OptionalField name="deliveryNotes" label={fields.deliveryNotes} />
    </div>
  );
  const agree = (
    <Checkbox
      label={texts.agree}
      required={checksFields}
      aria-invalid={errors.agreeToTerms ? true : undefined}
      {...form.register('agreeToTerms')}
    />
  );

  return (
    <Form
      form={form}
      onSubmit={(values, event) =>
        onSubmit(values, ((event?.nativeEvent as SubmitEvent | undefined)?.submitter as HTMLButtonElement | null)?.value || undefined)
      }
      className="space-y-6"
    >
      {error ? <FormAlert>{error}</FormAlert> : null}

      <Section title={texts.sections.images} isRequired={checksFields && isNew}>
        <PhotoPicker
          layout="dropzone"
          files={images}
          onChange={(files) => form.setValue('images', files, { shouldValidate: isSubmitted })}
          max={MAX_LISTING_IMAGES}
          savedImages={savedImages}
          prompt={texts.photos.prompt}
          addLabel={texts.photos.add}
          hint={texts.photos.hint}
          marksCover
          isRequired={checksFields && isNew}
          isInvalid={errors.images !== undefined}
          onProblems={onError ? (problems) => onError(problems.length ? problems.join(' ') : null) : undefined}
        />
      </Section>

      <Section title={texts.sections.basic}>
        {checksFields ? (
          <CatalogueItemPicker
            linkedName={form.watch('catalogueItemName')}
            onPick={pickItem}
            texts={{
              search: t('adForm.catalogue.search'),
              placeholder: t('adForm.catalogue.placeholder'),
              hint: t('adForm.catalogue.hint'),
              linked: t('adForm.catalogue.linked'),
              unlink: t('adForm.catalogue.unlink'),
            }}
          />
        ) : null}
        <FormTextField name="title" label={fields.title} isRequired={checksFields} required={checksFields} maxLength={120} dir="auto" />
        <div className="grid gap-4 sm:grid-cols-3">
          <FormTextField
            name="price"
            label={fields.price}
            aside={texts.units?.price}
            isRequired={checksFields}
            required={checksFields}
            {...MONEY}
          />
          {listingKind === 'digital_code' ? null : <OptionalField name="quantity" label={fields.quantity} {...WHOLE} min={1} />}
          <OptionalField name="discountPercentage" label={fields.discountPercentage} aside={texts.units?.discount} {...WHOLE} max={90} />
        </div>
        {linkedItemId ? <PriceGuide itemId={linkedItemId} /> : null}
        {texts.offers ? (
          <div className="space-y-3 rounded-xl bg-slate-50 p-3">
            <Checkbox label={texts.offers.accept} {...form.register('acceptsOffers')} />
            <p className="text-slate-600 text-xs">{texts.offers.hint}</p>
            {acceptsOffers ? (
              <OptionalField name="minOffer" label={fields.minOffer} aside={texts.units?.price} className="sm:max-w-xs" {...MONEY} />
            ) : null}
          </div>
        ) : null}
        {kindField}
        <CatalogSelects texts={texts} isRequired={checksFields} isNested={kind === 'ad'} />
        {checksFields && !form.watch('catalogueItemId') ? (
          <ItemSuggestion
            listing={{
              title: form.watch('title') ?? '',
              platformId: form.watch('platform') ?? '',
              categoryId: form.watch('category') ?? '',
            }}
            onAccept={pickItem}
          />
        ) : null}
        {hasKindFields ? (
          <div className="grid gap-4 sm:grid-cols-3">
            {conditionField}
            {fields.availability ? (
              <FormSelectField name="availability" label={fields.availability}>
                {AVAILABILITIES.map((value) => (
                  <option key={value} value={value}>
                    {labels.availability(value)}
                  </option>
                ))}
              </FormSelectField>
            ) : null}
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelectField name="city" label={fields.city} isRequired={checksFields} required={checksFields}>
            <option value="">{texts.choose.city}</option>
            {CITIES.map((city) => (
              <option key={city} value={city}>
                {labels.city(city)}
              </option>
            ))}
          </FormSelectField>
          {isDigital ? null : (
            <FormTextField
              name="location"
              label={fields.location}
              isRequired={checksFields}
              required={checksFields}
              maxLength={120}
              dir="auto"
              placeholder={texts.locationPlaceholder}
            />
          )}
        </div>
        {hasKindFields ? (
          <ListingPhoneField label={fields.phone ?? ''} isRequired={checksFields} className="sm:max-w-sm" />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {conditionField}
            <ListingPhoneField label={fields.phone ?? ''} isRequired={checksFields} />
          </div>
        )}
      </Section>

      <Section title={texts.sections.description}>
        <FormTextAreaField
          name="description"
          label={fields.description ?? ''}
          isRequired={checksFields}
          required={checksFields}
          rows={6}
          dir="auto"
          maxLength={MAX_DESCRIPTION_LENGTH}
          // 'n/1000' (seller §2.11): digits of the language, without a thousands separator.
          aside={<span aria-live="polite">{texts.counter(count(description.length), count(MAX_DESCRIPTION_LENGTH))}</span>}
        />
        {texts.features ? (
          <FeaturesInput
            value={features}
            onChange={(list) => form.setValue('features', list, { shouldDirty: true })}
            texts={texts.features}
          />
        ) : null}
      </Section>

      {isDigital ? null : (
        <Section title={texts.sections.delivery}>
          {texts.sections.details ? null : deliveryRow}
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {(['weight', 'length', 'width', 'height'] as const).map((field) => (
              <OptionalField
                key={field}
                name={field}
                label={fields[field]}
                aside={field === 'weight' ? texts.units?.weight : texts.units?.size}
                {...WHOLE}
              />
            ))}
          </div>
        </Section>
      )}

      {texts.sections.details ? (
        <Section title={texts.sections.details}>
          <div className="grid gap-4 sm:grid-cols-2">
            <OptionalField name="edition" label={fields.edition} dir="auto" />
            <OptionalField name="releaseYear" label={fields.releaseYear} {...WHOLE} />
            <OptionalField name="originalPrice" label={fields.originalPrice} {...MONEY} />
          </div>
          {isDigital ? null : deliveryRow}
          {texts.sections.terms ? null : agree}
        </Section>
      ) : null}

      {texts.sections.terms && isNew ? (
        <Section title={texts.sections.terms}>
          {agree}
          {texts.readTerms ? (
            <Link
              to={paths.terms.getHref()}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              {texts.readTerms}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">({t('common.opensInNewTab')})</span>
            </Link>
          ) : null}
        </Section>
      ) : null}

      {hasSummary ? (
        <div
          ref={summaryRef}
          role="alert"
          tabIndex={-1}
          className="flex gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200 focus:outline-none"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <ul className="space-y-1">
            {summary.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">{actions}</div>
    </Form>
  );
}

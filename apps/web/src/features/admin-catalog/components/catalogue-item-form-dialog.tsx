import { CATALOGUE_ITEM_KINDS, ZCatalogueItemInput } from '@gamesouq/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { fieldErrors, serverReason } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormSelectField, FormTextAreaField, FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { useAdminCategories, useAdminPlatforms } from '../api/catalog';
import { type CatalogueItem, useSaveCatalogueItem } from '../api/catalogue-items';
import { ArtPicker } from './art-picker';

/** Core's item rules over the dialog's boxes: "no platform" and "no category" are empty choices. */
const noneIsNull = z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(64).nullable());
const ZItemForm = ZCatalogueItemInput.extend({ platformId: noneIsNull, categoryId: noneIsNull });

/** The fields each kind has besides names, terms, platform and category. */
const KIND_FIELDS = {
  game: ['edition', 'region', 'releaseYear', 'publisher', 'ageRating'],
  device: ['brand', 'model', 'variant', 'colour'],
  gift_card: ['store', 'region', 'value'],
} as const;
const NUMBER_FIELDS = new Set(['releaseYear', 'value']);

const blank = {
  kind: 'game',
  name: '',
  nameAr: '',
  searchTerms: '',
  platformId: '',
  categoryId: '',
  edition: '',
  region: '',
  releaseYear: '',
  publisher: '',
  ageRating: '',
  brand: '',
  model: '',
  variant: '',
  colour: '',
  store: '',
  value: '',
};

function valuesOf(item: CatalogueItem | null) {
  if (!item) return blank;
  return {
    ...item,
    searchTerms: item.searchTerms.join('\n'),
    platformId: item.platform?.id ?? '',
    categoryId: item.category?.id ?? '',
    releaseYear: item.releaseYear === null ? '' : String(item.releaseYear),
    value: item.value === null ? '' : String(item.value),
  };
}

type Props = { item: CatalogueItem | 'new' | null; onClose: () => void };

/** Create or edit a catalogue item (issue 22): a game, a console or accessory model, or a gift card, with its art. */
export function CatalogueItemFormDialog({ item, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={item !== null}
      onClose={onClose}
      title={t(item === 'new' ? 'adminPanel.catalogueItems.add' : 'adminPanel.catalogueItems.edit')}
      className="max-w-2xl"
    >
      {item !== null ? <ItemForm item={item === 'new' ? null : item} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ItemForm({ item, onClose }: { item: CatalogueItem | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useZodForm(ZItemForm, { defaultValues: valuesOf(item) as z.input<typeof ZItemForm> });
  const platforms = useAdminPlatforms();
  const categories = useAdminCategories();
  const save = useSaveCatalogueItem();
  const [art, setArt] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const kind = form.watch('kind') as keyof typeof KIND_FIELDS;
  const named = (option: { name: string; nameAr: string }) => (i18n.language === 'ar' && option.nameAr) || option.name;

  return (
    <Form
      form={form}
      className="mt-4 space-y-4"
      onSubmit={(input) => {
        setError(null);
        save
          .mutateAsync({ id: item?.id, input, art })
          .then(() => {
            toast.success(t(item ? 'adminPanel.catalogueItems.updated' : 'adminPanel.catalogueItems.created'));
            onClose();
          })
          .catch((e: unknown) => {
            for (const [field, message] of Object.entries(fieldErrors(t, e))) form.setError(field as never, { message });
            setError(serverReason(t, e) ?? t('adminPanel.catalogueItems.errors.save'));
          });
      }}
    >
      {error ? <FormAlert>{error}</FormAlert> : null}
      <FormSelectField name="kind" label={t('adminPanel.catalogueItems.fields.kind')}>
        {CATALOGUE_ITEM_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`adminPanel.catalogueItems.kinds.${value}`)}
          </option>
        ))}
      </FormSelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="name" label={t('adminPanel.catalogueItems.fields.name')} isRequired dir="ltr" lang="en" maxLength={120} />
        <FormTextField name="nameAr" label={t('adminPanel.catalogueItems.fields.nameAr')} isRequired dir="rtl" lang="ar" maxLength={120} />
      </div>
      <FormTextAreaField
        name="searchTerms"
        label={t('adminPanel.catalogueItems.fields.searchTerms')}
        aside={t('adminPanel.catalogueItems.searchTermsHint')}
        rows={3}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField name="platformId" label={t('adminPanel.catalogueItems.fields.platform')}>
          <option value="">{t('adminPanel.catalogueItems.none')}</option>
          {(platforms.data ?? []).map((platform) => (
            <option key={platform.id} value={platform.id}>
              {named(platform)}
            </option>
          ))}
        </FormSelectField>
        <FormSelectField name="categoryId" label={t('adminPanel.catalogueItems.fields.category')}>
          <option value="">{t('adminPanel.catalogueItems.none')}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {named(category)}
            </option>
          ))}
        </FormSelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {KIND_FIELDS[kind].map((field) => (
          <FormTextField
            key={field}
            name={field}
            label={t(`adminPanel.catalogueItems.fields.${field}`)}
            inputMode={NUMBER_FIELDS.has(field) ? 'numeric' : undefined}
          />
        ))}
      </div>
      <ArtPicker current={item?.art ?? ''} file={art} onPick={setArt} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {t('adminPanel.common.save')}
        </Button>
      </div>
    </Form>
  );
}

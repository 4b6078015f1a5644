import { SAVED_SEARCH_FREQUENCIES, type TSavedSearchFilters, ZSavedSearchCreate } from '@gamesouq/core';
import { useId } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormSelectField, FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { useSavedSearchCalls } from './saved-search-calls';

const ZSaveSearchForm = ZSavedSearchCreate.pick({ name: true, frequency: true });

/**
 * The Save search dialog: a name (the search words by default) and how often to be alerted of new matches. Loaded
 * when first opened, so Home's first load does not carry the saved-search schemas.
 */
export function SaveSearchDialog({ filters, onClose }: { filters: TSavedSearchFilters; onClose: () => void }) {
  const { t } = useTranslation();
  const { save } = useSavedSearchCalls();
  const formId = useId();
  const form = useZodForm(ZSaveSearchForm, {
    defaultValues: { name: (filters.search ?? '').trim().slice(0, 80), frequency: 'instant' },
  });
  const onSubmit = (values: z.output<typeof ZSaveSearchForm>) =>
    save.mutate(
      { ...values, filters },
      {
        onSuccess: () => {
          onClose();
          toast.success(t('savedSearches.saved'));
        },
      },
    );

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('savedSearches.dialogTitle')}
      description={t('savedSearches.dialogHint')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={save.isPending}>
            {t('savedSearches.confirm')}
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={onSubmit} className="space-y-4">
        {save.error ? <FormAlert>{errorMessage(t, save.error, { fallback: t('savedSearches.failed') })}</FormAlert> : null}
        <FormTextField name="name" label={t('savedSearches.name')} maxLength={80} required />
        <FormSelectField name="frequency" label={t('savedSearches.frequency')}>
          {SAVED_SEARCH_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {t(`savedSearches.frequencies.${value}`)}
            </option>
          ))}
        </FormSelectField>
      </Form>
    </Dialog>
  );
}

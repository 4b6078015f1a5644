import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency, type TSavedSearchFilters } from '@gamesouq/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormAlert } from '@/ui/form-alert';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useSavedSearchCalls } from './saved-search-calls';

/**
 * The Save search dialog: a name (the search words by default) and how often to be alerted of new matches. Loaded
 * when first opened, so Home's first load does not carry the saved-search schemas.
 */
export function SaveSearchDialog({ filters, onClose }: { filters: TSavedSearchFilters; onClose: () => void }) {
  const { t } = useTranslation();
  const { save } = useSavedSearchCalls();
  const [name, setName] = useState(() => (filters.search ?? '').trim().slice(0, 80));
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const submit = () =>
    save.mutate(
      { name, filters, frequency },
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
          <Button onClick={submit} isLoading={save.isPending}>
            {t('savedSearches.confirm')}
          </Button>
        </>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {save.error ? <FormAlert>{errorMessage(t, save.error, { fallback: t('savedSearches.failed') })}</FormAlert> : null}
        <TextField label={t('savedSearches.name')} value={name} maxLength={80} required onChange={(event) => setName(event.target.value)} />
        <SelectField
          label={t('savedSearches.frequency')}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as SavedSearchFrequency)}
        >
          {SAVED_SEARCH_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {t(`savedSearches.frequencies.${value}`)}
            </option>
          ))}
        </SelectField>
      </form>
    </Dialog>
  );
}

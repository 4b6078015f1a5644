import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Dialog } from '@/ui/dialog';
import { FormAlert } from '@/ui/form-alert';
import { TextField } from '@/ui/text-field';

export type CatalogFormValues = { name: string; description: string; isActive: boolean; icon: File | null };

type Props = {
  isOpen: boolean;
  title: string;
  initial: { name: string; description: string; isActive: boolean } | null;
  nameRequiredText: string;
  isBusy: boolean;
  error: string | null;
  /** The fields only one kind has (platform type, parent category). */
  extra?: ReactNode;
  onClose: () => void;
  onSave: (values: CatalogFormValues) => void;
};

/** The add or edit modal shared by platforms and categories: name (required), description, icon, active. */
export function CatalogFormDialog({ isOpen, title, initial, nameRequiredText, isBusy, error, extra, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isActive, setIsActive] = useState(true);
  const [icon, setIcon] = useState<File | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  useEffect(() => {
    if (!isOpen) return;
    setName(initial?.name ?? '');
    setDescription(initial?.description ?? '');
    setIsActive(initial?.isActive ?? true);
    setIcon(null);
    setNameError(undefined);
  }, [isOpen, initial]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(nameRequiredText);
      return;
    }
    onSave({ name: name.trim(), description: description.trim(), isActive, icon });
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title}>
      <form noValidate className="mt-4 space-y-4" onSubmit={submit}>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <TextField
          label={t('adminPanel.common.name')}
          isRequired
          value={name}
          error={nameError}
          onChange={(e) => setName(e.target.value)}
          data-autofocus
        />
        <TextField label={t('adminPanel.common.description')} value={description} onChange={(e) => setDescription(e.target.value)} />
        {extra}
        <TextField
          label={t('adminPanel.catalog.icon')}
          type="file"
          accept="image/*"
          onChange={(e) => setIcon(e.target.files?.[0] ?? null)}
        />
        <Checkbox label={t('adminPanel.common.active')} checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={isBusy}>
            {t('adminPanel.common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

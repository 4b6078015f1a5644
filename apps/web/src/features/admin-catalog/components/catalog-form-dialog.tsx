import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { TextField } from '@/ui/text-field';

/** The icon picked in the dialog, uploaded once the item is saved. */
export const ZIconField = { icon: z.instanceof(File).nullable() };

type CatalogValues = FieldValues & { name: string; name_ar: string; description: string; is_active: boolean; icon: File | null };

type CatalogFormDialogProps<Schema extends z.ZodType<CatalogValues, FieldValues>> = {
  isOpen: boolean;
  title: string;
  /** Core's rules of the item (platform or category) with the icon. */
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  isBusy: boolean;
  error: string | null;
  /** The fields only one kind has (platform type, Arabic name and parent category), as `Form*Field`s. */
  extra?: ReactNode;
  onClose: () => void;
  onSave: (values: z.output<Schema>) => void;
};

/**
 * The add or edit modal shared by platforms and categories: name (required), its Arabic name, description, the kind's
 * fields, icon, active.
 */
export function CatalogFormDialog<Schema extends z.ZodType<CatalogValues, FieldValues>>({
  isOpen,
  title,
  onClose,
  ...props
}: CatalogFormDialogProps<Schema>) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title}>
      {isOpen ? <CatalogForm onClose={onClose} {...props} /> : null}
    </Dialog>
  );
}

function CatalogForm<Schema extends z.ZodType<CatalogValues, FieldValues>>({
  schema,
  defaultValues,
  isBusy,
  error,
  extra,
  onClose,
  onSave,
}: Omit<CatalogFormDialogProps<Schema>, 'isOpen' | 'title'>) {
  const { t } = useTranslation();
  const form = useZodForm(schema, { defaultValues });
  return (
    <Form form={form} onSubmit={onSave} className="mt-4 space-y-4">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <FormTextField name="name" label={t('adminPanel.common.name')} isRequired data-autofocus />
      <FormTextField
        name="name_ar"
        label={t('adminPanel.common.nameAr')}
        hint={t('adminPanel.common.nameArHint')}
        maxLength={80}
        dir="rtl"
        lang="ar"
      />
      <FormTextField name="description" label={t('adminPanel.common.description')} />
      {extra}
      <TextField
        label={t('adminPanel.catalog.icon')}
        type="file"
        accept="image/*"
        onChange={(event) => form.setValue('icon' as never, (event.target.files?.[0] ?? null) as never)}
      />
      <Checkbox label={t('adminPanel.common.active')} {...form.register('is_active' as never)} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={isBusy}>
          {t('adminPanel.common.save')}
        </Button>
      </div>
    </Form>
  );
}

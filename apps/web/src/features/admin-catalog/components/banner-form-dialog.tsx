import { BANNER_PRIORITIES, imageFileError, V, ZBannerFields } from '@gamesouq/core';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormSelectField, FormTextField, useFieldError } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { TextField } from '@/ui/text-field';
import type { AdminBanner, BannerFields } from '../api/banners';

const EMPTY: BannerFields = {
  title: '',
  titleAr: '',
  subtitle: '',
  subtitleAr: '',
  description: '',
  buttonText: '',
  buttonTextAr: '',
  buttonLink: '',
  isActive: true,
  priority: 1,
};

/** An Arabic text field beside its English one: typed right to left, shown to Arabic readers. */
function ArabicField({ name, label }: { name: 'titleAr' | 'subtitleAr' | 'buttonTextAr'; label: string }) {
  const { t } = useTranslation();
  return <FormTextField name={name} label={t('adminPanel.banners.fields.inArabic', { field: label })} dir="rtl" lang="ar" />;
}

type Props = {
  isOpen: boolean;
  banner: AdminBanner | null;
  isBusy: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (fields: BannerFields, image: File | null) => void;
};

/** Add or edit a banner: every field of the banner (title, subtitle and button in English and Arabic), the image (required when new) and active. */
export function BannerFormDialog({ isOpen, banner, onClose, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t(banner ? 'adminPanel.banners.edit' : 'adminPanel.banners.add')} className="max-w-xl">
      {isOpen ? <BannerForm banner={banner} onClose={onClose} {...props} /> : null}
    </Dialog>
  );
}

/** The picked image, checked as the form is. */
function ImageField({ isRequired }: { isRequired: boolean }) {
  const { t } = useTranslation();
  const { setValue, formState } = useFormContext<{ image: File | null }>();
  return (
    <TextField
      label={t('adminPanel.banners.fields.image')}
      isRequired={isRequired}
      type="file"
      accept="image/jpeg,image/png"
      hint={t('adminPanel.banners.imageHint')}
      error={useFieldError('image')}
      onChange={(event) => setValue('image', event.target.files?.[0] ?? null, { shouldValidate: formState.isSubmitted })}
    />
  );
}

function BannerForm({ banner, isBusy, error, onClose, onSave }: Omit<Props, 'isOpen'>) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      // The link's own rule stays on the server, whose refusal is translated; the form checks the rest.
      ZBannerFields.extend({ buttonLink: z.string().trim().max(300), image: z.instanceof(File).nullable() }).superRefine(
        ({ image }, ctx) => {
          if (!banner && !image) ctx.addIssue({ code: 'custom', path: ['image'], message: V.bannerImageRequired });
          if (image && imageFileError(image))
            ctx.addIssue({ code: 'custom', path: ['image'], message: t('adminPanel.banners.imageInvalid') });
        },
      ),
    [banner, t],
  );
  const { title, titleAr, subtitle, subtitleAr, description, buttonText, buttonTextAr, buttonLink, isActive, priority } = banner ?? EMPTY;
  const form = useZodForm(schema, {
    defaultValues: {
      title,
      titleAr,
      subtitle,
      subtitleAr,
      description,
      buttonText,
      buttonTextAr,
      buttonLink,
      isActive,
      priority,
      image: null,
    },
  });

  return (
    <Form form={form} onSubmit={({ image, ...fields }) => onSave(fields, image)} className="mt-4 space-y-4">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="title" label={t('adminPanel.banners.fields.title')} isRequired />
        <ArabicField name="titleAr" label={t('adminPanel.banners.fields.title')} />
        <FormTextField name="subtitle" label={t('adminPanel.banners.fields.subtitle')} />
        <ArabicField name="subtitleAr" label={t('adminPanel.banners.fields.subtitle')} />
        <FormTextField name="buttonText" label={t('adminPanel.banners.fields.buttonText')} />
        <ArabicField name="buttonTextAr" label={t('adminPanel.banners.fields.buttonText')} />
      </div>
      <p className="text-xs text-slate-500">{t('adminPanel.banners.arabicHint')}</p>
      <FormTextField name="description" label={t('adminPanel.banners.fields.description')} />
      <FormTextField name="buttonLink" label={t('adminPanel.banners.fields.buttonLink')} dir="ltr" placeholder="/home" />
      <ImageField isRequired={!banner} />
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <FormSelectField name="priority" label={t('adminPanel.banners.fields.priority')}>
          {BANNER_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </FormSelectField>
        <Checkbox className="pb-3" label={t('adminPanel.common.active')} {...form.register('isActive')} />
      </div>
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

import { BANNER_PRIORITIES, imageFileError } from '@gamesouq/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Dialog } from '@/ui/dialog';
import { FormAlert } from '@/ui/form-alert';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import type { AdminBanner, BannerFields } from '../api/banners';

const EMPTY: BannerFields = { title: '', subtitle: '', description: '', buttonText: '', buttonLink: '', isActive: true, priority: 1 };

type Props = {
  isOpen: boolean;
  banner: AdminBanner | null;
  isBusy: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (fields: BannerFields, image: File | null) => void;
};

/** Add or edit a banner: every field of the banner, the image (required when new) and active. */
export function BannerFormDialog({ isOpen, banner, isBusy, error, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<BannerFields>(EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; image?: string }>({});
  useEffect(() => {
    if (!isOpen) return;
    setFields(banner ? { ...EMPTY, ...banner } : EMPTY);
    setImage(null);
    setErrors({});
  }, [isOpen, banner]);
  const set = <K extends keyof BannerFields>(key: K, value: BannerFields[K]) => setFields((f) => ({ ...f, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!fields.title.trim()) next.title = t('adminPanel.banners.titleRequired');
    if (!banner && !image) next.image = t('adminPanel.banners.imageRequired');
    if (image && imageFileError(image)) next.image = t('adminPanel.banners.imageInvalid');
    setErrors(next);
    if (Object.keys(next).length === 0) {
      const { title, subtitle, description, buttonText, buttonLink, isActive, priority } = fields;
      onSave({ title, subtitle, description, buttonText, buttonLink, isActive, priority }, image);
    }
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t(banner ? 'adminPanel.banners.edit' : 'adminPanel.banners.add')} className="max-w-xl">
      <form noValidate className="mt-4 space-y-4" onSubmit={submit}>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <TextField
          label={t('adminPanel.banners.fields.title')}
          isRequired
          value={fields.title}
          error={errors.title}
          onChange={(e) => set('title', e.target.value)}
        />
        <TextField
          label={t('adminPanel.banners.fields.subtitle')}
          value={fields.subtitle}
          onChange={(e) => set('subtitle', e.target.value)}
        />
        <TextField
          label={t('adminPanel.banners.fields.description')}
          value={fields.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('adminPanel.banners.fields.buttonText')}
            value={fields.buttonText}
            onChange={(e) => set('buttonText', e.target.value)}
          />
          <TextField
            label={t('adminPanel.banners.fields.buttonLink')}
            dir="ltr"
            placeholder="/home"
            value={fields.buttonLink}
            onChange={(e) => set('buttonLink', e.target.value)}
          />
        </div>
        <TextField
          label={t('adminPanel.banners.fields.image')}
          isRequired={!banner}
          type="file"
          accept="image/jpeg,image/png"
          hint={t('adminPanel.banners.imageHint')}
          error={errors.image}
          onChange={(e) => setImage(e.target.files?.[0] ?? null)}
        />
        <div className="grid items-end gap-4 sm:grid-cols-2">
          <SelectField
            label={t('adminPanel.banners.fields.priority')}
            value={fields.priority}
            onChange={(e) => set('priority', Number(e.target.value))}
          >
            {BANNER_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </SelectField>
          <Checkbox
            className="pb-3"
            label={t('adminPanel.common.active')}
            checked={fields.isActive}
            onChange={(e) => set('isActive', e.target.checked)}
          />
        </div>
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

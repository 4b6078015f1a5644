import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Dialog } from '@/ui/dialog';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import type { PromoCode, PromoInput } from '../api/promo-codes';

/** The modal's rules (admin §5); messages are translation keys. */
const ZForm = z.object({
  code: z.string().trim().min(1, 'codeRequired'),
  type: z.enum(['percentage', 'fixed']),
  value: z
    .string()
    .trim()
    .min(1, 'valueRequired')
    .refine((v) => Number(v) >= 0, 'valueMin'),
  expiresAt: z.string().min(1, 'expiryRequired'),
  usageLimit: z
    .string()
    .trim()
    .min(1, 'usageRequired')
    .refine((v) => Number.isInteger(Number(v)) && Number(v) >= 1, 'usageMin'),
  active: z.boolean(),
});
type FormValues = z.infer<typeof ZForm>;

const toDateInput = (iso: string) => iso.slice(0, 10);

type Props = {
  isOpen: boolean;
  promo: PromoCode | null;
  isBusy: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (input: PromoInput) => void;
};

/** Create or edit a promo code. */
export function PromoFormDialog({ isOpen, promo, isBusy, error, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const form = useZodForm(ZForm);
  useEffect(() => {
    if (!isOpen) return;
    form.reset(
      promo
        ? {
            code: promo.code,
            type: promo.type,
            value: String(promo.value),
            expiresAt: toDateInput(promo.expiresAt),
            usageLimit: String(promo.usageLimit),
            active: promo.active,
          }
        : { code: '', type: 'percentage', value: '', expiresAt: '', usageLimit: '', active: true },
    );
  }, [isOpen, promo, form]);
  const type = form.watch('type');
  const errorOf = (field: keyof FormValues) => {
    const key = form.formState.errors[field]?.message;
    return key ? t(`adminPanel.promos.form.errors.${key}` as 'adminPanel.promos.form.errors.codeRequired') : undefined;
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t(promo ? 'adminPanel.promos.form.editTitle' : 'adminPanel.promos.form.createTitle')}>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={form.handleSubmit((values) =>
          onSave({
            code: values.code.toUpperCase(),
            type: values.type,
            value: Number(values.value),
            // The code works until the end of the chosen day.
            expiresAt: new Date(`${values.expiresAt}T23:59:59`).toISOString(),
            usageLimit: Number(values.usageLimit),
            active: values.active,
          }),
        )}
      >
        {error ? <FormAlert>{error}</FormAlert> : null}
        <TextField label={t('adminPanel.promos.form.code')} isRequired dir="ltr" error={errorOf('code')} {...form.register('code')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('adminPanel.promos.form.type')} {...form.register('type')}>
            <option value="percentage">{t('adminPanel.promos.types.percentage')}</option>
            <option value="fixed">{t('adminPanel.promos.types.fixed')}</option>
          </SelectField>
          <TextField
            label={t('adminPanel.promos.form.value')}
            isRequired
            type="number"
            min={0}
            step={type === 'percentage' ? 0.1 : 0.01}
            error={errorOf('value')}
            {...form.register('value')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('adminPanel.promos.form.expiresAt')}
            isRequired
            type="date"
            error={errorOf('expiresAt')}
            {...form.register('expiresAt')}
          />
          <TextField
            label={t('adminPanel.promos.form.usageLimit')}
            isRequired
            type="number"
            min={1}
            step={1}
            error={errorOf('usageLimit')}
            {...form.register('usageLimit')}
          />
        </div>
        <Checkbox label={t('adminPanel.promos.form.active')} {...form.register('active')} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={isBusy}>
            {t(promo ? 'adminPanel.promos.form.save' : 'adminPanel.promos.form.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

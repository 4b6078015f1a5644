import { ZPromoCodeInput } from '@gamesouq/core';
import { useEffect } from 'react';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { Checkbox } from '@/ui/checkbox';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { FormSelectField, FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import type { PromoCode, PromoInput } from '../api/promo-codes';

/** An empty box counts as not given, so the rule says the field is required instead of reading it as 0. */
const typed = <Output,>(schema: z.ZodType<Output>, fill = (text: string) => text) =>
  z.preprocess((text) => (typeof text !== 'string' || text.trim() === '' ? undefined : fill(text.trim())), schema);

/** Core's promo rules (admin §5) over the dialog's text boxes; the code works until the end of the chosen day. */
const ZPromoForm = ZPromoCodeInput.safeExtend({
  value: typed(ZPromoCodeInput.shape.value),
  expiresAt: typed(ZPromoCodeInput.shape.expiresAt, (day) => `${day}T23:59:59`),
  usageLimit: typed(ZPromoCodeInput.shape.usageLimit),
  active: z.boolean(),
});

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
  const form = useZodForm(ZPromoForm);
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
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t(promo ? 'adminPanel.promos.form.editTitle' : 'adminPanel.promos.form.createTitle')}>
      <Form
        form={form}
        className="mt-4 space-y-4"
        onSubmit={({ expiresAt, ...values }) => onSave({ ...values, expiresAt: expiresAt.toISOString() })}
      >
        {error ? <FormAlert>{error}</FormAlert> : null}
        <FormTextField name="code" label={t('adminPanel.promos.form.code')} isRequired dir="ltr" />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelectField name="type" label={t('adminPanel.promos.form.type')}>
            <option value="percentage">{t('adminPanel.promos.types.percentage')}</option>
            <option value="fixed">{t('adminPanel.promos.types.fixed')}</option>
          </FormSelectField>
          <FormTextField
            name="value"
            label={t('adminPanel.promos.form.value')}
            isRequired
            type="number"
            min={0}
            step={type === 'percentage' ? 0.1 : 0.01}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField name="expiresAt" label={t('adminPanel.promos.form.expiresAt')} isRequired type="date" />
          <FormTextField name="usageLimit" label={t('adminPanel.promos.form.usageLimit')} isRequired type="number" min={1} step={1} />
        </div>
        <Checkbox label={t('adminPanel.promos.form.active')} {...form.register('active')} />
        <FormActions
          submitLabel={t(promo ? 'adminPanel.promos.form.save' : 'adminPanel.promos.form.create')}
          onCancel={onClose}
          isBusy={isBusy}
          className="pt-2"
        />
      </Form>
    </Dialog>
  );
}

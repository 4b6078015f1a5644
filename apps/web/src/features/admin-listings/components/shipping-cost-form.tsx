import { ZShippingCost } from '@gamesouq/core';
import { useId } from 'react';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { FormField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { inputClasses } from '@/ui/text-field';

/** The server reads an empty cost as 0: here an empty box is no cost at all, so it is not sent. */
const ZShippingCostForm = ZShippingCost.extend({
  shippingCost: z.preprocess((value) => (value === '' ? undefined : value), ZShippingCost.shape.shippingCost),
});

/** Shipping cost: a number, minimum 0, step 0.01; Update is disabled when it is empty or negative (admin §5). */
export function ShippingCostForm({
  initial,
  isBusy,
  onSubmit,
}: {
  initial: number | null;
  isBusy: boolean;
  onSubmit: (shippingCost: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm(ZShippingCostForm, {
    defaultValues: { shippingCost: initial === null ? '' : String(initial) },
    mode: 'onChange',
  });
  return (
    <Form form={form} onSubmit={({ shippingCost }) => onSubmit(shippingCost)} className="flex items-end gap-2">
      <div className="space-y-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('adminPanel.ads.shippingCost')}
        </label>
        <FormField
          name="shippingCost"
          render={({ error, ...field }) => (
            <input
              {...field}
              id={id}
              type="number"
              min={0}
              step={0.01}
              aria-invalid={error ? true : undefined}
              className={`${inputClasses} w-36`}
            />
          )}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={!form.formState.isValid} isLoading={isBusy}>
        {t('adminPanel.ads.updateShipping')}
      </Button>
    </Form>
  );
}

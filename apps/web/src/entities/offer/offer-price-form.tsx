import { ZCounterOffer } from '@gamesouq/core';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { FormField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { TextField } from '@/ui/text-field';

type OfferPriceFormProps = {
  label: string;
  submitLabel: string;
  /** The listing's price when known (no offer may be above it; the server checks it anyway). */
  maxPrice: number;
  isPending: boolean;
  /** The server's refusal, shown under the price while the price itself is valid. */
  error?: string;
  onSubmit: (price: number) => void;
  onCancel?: () => void;
};

/** The offer's price, at most the listing's when that is known. */
const priceSchema = (maxPrice: number) =>
  ZCounterOffer.refine(({ price }) => !Number.isFinite(maxPrice) || price <= maxPrice, {
    message: 'errors.OFFER_ABOVE_PRICE',
    path: ['price'],
  });

/** A price in riyals for an offer or a counter, checked against the listing's price before it is sent. */
export function OfferPriceForm({ label, submitLabel, maxPrice, isPending, error, onSubmit, onCancel }: OfferPriceFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => priceSchema(maxPrice), [maxPrice]);
  const form = useZodForm(schema, { defaultValues: { price: '' } });
  return (
    <Form form={form} onSubmit={({ price }) => onSubmit(Math.round(price * 100) / 100)} className="flex flex-wrap items-end gap-2">
      <FormField
        name="price"
        render={(field) => (
          <TextField
            label={label}
            aside={t('offers.sar')}
            {...field}
            inputMode="decimal"
            type="number"
            min={1}
            step="0.01"
            max={Number.isFinite(maxPrice) ? maxPrice : undefined}
            error={field.error ?? error}
            className="min-w-40 flex-1"
          />
        )}
      />
      <Button type="submit" isLoading={isPending}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      ) : null}
    </Form>
  );
}

import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';

type OfferPriceFormProps = {
  label: string;
  submitLabel: string;
  /** The listing's price when known (no offer may be above it; the server checks it anyway). */
  maxPrice: number;
  isPending: boolean;
  error?: string;
  onSubmit: (price: number) => void;
  onCancel?: () => void;
};

/** A price in riyals for an offer or a counter, checked against the listing's price before it is sent. */
export function OfferPriceForm({ label, submitLabel, maxPrice, isPending, error, onSubmit, onCancel }: OfferPriceFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = () => {
    const price = Number(text);
    if (!text.trim() || !Number.isFinite(price) || price < 1) return setProblem(t('validation.offerPriceInvalid'));
    if (Number.isFinite(maxPrice) && price > maxPrice) return setProblem(t('errors.OFFER_ABOVE_PRICE'));
    setProblem(undefined);
    onSubmit(Math.round(price * 100) / 100);
  };
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label={label}
        aside={t('offers.sar')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        inputMode="decimal"
        type="number"
        min={1}
        step="0.01"
        max={Number.isFinite(maxPrice) ? maxPrice : undefined}
        error={problem ?? error}
        className="min-w-40 flex-1"
      />
      <Button type="submit" isLoading={isPending}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      ) : null}
    </form>
  );
}

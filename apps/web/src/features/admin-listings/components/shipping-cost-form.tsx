import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { inputClasses } from '@/ui/text-field';

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
  const [value, setValue] = useState(initial === null ? '' : String(initial));
  const amount = Number(value);
  const isInvalid = value.trim() === '' || Number.isNaN(amount) || amount < 0;
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isInvalid) onSubmit(amount);
      }}
    >
      <div className="space-y-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('adminPanel.ads.shippingCost')}
        </label>
        <input
          id={id}
          type="number"
          min={0}
          step={0.01}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className={`${inputClasses} w-36`}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={isInvalid} isLoading={isBusy}>
        {t('adminPanel.ads.updateShipping')}
      </Button>
    </form>
  );
}

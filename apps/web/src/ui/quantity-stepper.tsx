import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/** − n + between 1 and `max` (the stock); the value is announced as it changes. */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const upper = Math.max(1, max);
  const button =
    'grid size-10 place-items-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border and legend layout.
    <div role="group" aria-labelledby={labelId} className="flex items-center gap-3">
      <span id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className="flex items-center rounded-xl bg-white p-0.5 ring-1 ring-slate-300">
        <button
          type="button"
          aria-label={t('quantity.decrease')}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
          className={button}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output aria-live="polite" className="min-w-10 text-center text-sm font-bold text-slate-900">
          {formatNumber(value, i18n.language)}
        </output>
        <button
          type="button"
          aria-label={t('quantity.increase')}
          disabled={value >= upper}
          onClick={() => onChange(Math.min(upper, value + 1))}
          className={button}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}

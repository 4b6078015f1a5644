import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

/**
 * Five stars as native radio buttons (arrow keys move between them, mirrored in Arabic): each transparent radio
 * covers its star, so a click anywhere on the star chooses it.
 */
export function StarInput({
  value,
  onChange,
  label,
  errorId,
}: {
  value: number;
  onChange: (value: number) => void;
  label: string;
  errorId?: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset aria-describedby={errorId} className="min-w-0">
      <legend className="sr-only">{label}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <span
            key={star}
            className="relative grid size-10 place-items-center rounded-lg transition-colors hover:bg-amber-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-label={t('orders.review.stars', { count: star })}
              aria-invalid={errorId ? true : undefined}
              className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-lg opacity-0"
            />
            <Star
              aria-hidden="true"
              className={cn('size-7', star <= value ? 'fill-amber-400 text-amber-400' : 'fill-slate-100 text-slate-300')}
            />
          </span>
        ))}
      </div>
    </fieldset>
  );
}

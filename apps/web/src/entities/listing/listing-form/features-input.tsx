import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/ui/button';
import { inputClasses } from '@/ui/text-field';
import type { ListingFormTexts } from './listing-form-texts';

const MAX_FEATURES = 20;
const MAX_FEATURE_LENGTH = 100;

/** Features as chips: type one and press Enter or Add; each chip has its own Remove button. */
export function FeaturesInput({
  value,
  onChange,
  texts,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  texts: NonNullable<ListingFormTexts['features']>;
}) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const isFull = value.length >= MAX_FEATURES;

  function add() {
    const feature = draft.trim();
    if (!feature || isFull) return;
    if (!value.some((item) => item.toLowerCase() === feature.toLowerCase())) onChange([...value, feature]);
    setDraft('');
  }

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {texts.label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={draft}
          maxLength={MAX_FEATURE_LENGTH}
          dir="auto"
          disabled={isFull}
          placeholder={texts.placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className={inputClasses}
        />
        <Button variant="secondary" onClick={add} disabled={!draft.trim() || isFull} className="shrink-0">
          <Plus aria-hidden="true" className="size-4" />
          {texts.add}
        </Button>
      </div>
      {value.length > 0 ? (
        <ul aria-label={texts.list} className="flex flex-wrap gap-2">
          {value.map((feature) => (
            <li key={feature} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-1 text-sm text-brand-800">
              <bdi>{feature}</bdi>
              <button
                type="button"
                aria-label={texts.remove(feature)}
                onClick={() => onChange(value.filter((item) => item !== feature))}
                className="grid size-6 place-items-center rounded-full hover:bg-brand-100"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

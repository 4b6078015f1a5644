import { Search } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses } from './text-field';

const TONES = {
  /** A filter box among the form fields of a list (the back-office lists). */
  field: cn(inputClasses, 'ps-9'),
  /** The grey search bar of a header or a side list (panel headers, chat). */
  bar:
    'h-10 w-full rounded-xl border border-slate-200 bg-slate-50 ps-9 pe-3 text-sm placeholder:text-slate-500 ' +
    'focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-3 focus:ring-brand-500/20',
};

type SearchInputProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'onChange' | 'className'> & {
  /** The accessible name, visually hidden. */
  label: string;
  onChange?: (value: string) => void;
  tone?: keyof typeof TONES;
  className?: string;
};

/**
 * A search box: a visually hidden label, the magnifier on the inline start and an `<input type="search">`; any other
 * input attribute (combobox role, key handlers) passes through to the input.
 */
export function SearchInput({ label, onChange, tone = 'field', className, ...inputProps }: SearchInputProps) {
  const id = useId();
  return (
    <div className={cn('relative min-w-0', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
      <input
        {...inputProps}
        id={id}
        type="search"
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        className={TONES[tone]}
      />
    </div>
  );
}

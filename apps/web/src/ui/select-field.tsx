import { ChevronDown } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses, RequiredMark } from './text-field';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  /** A required mark after the label (not part of its accessible name). */
  isRequired?: boolean;
  hint?: ReactNode;
};

/** A labelled native select, styled like the text fields, with its error in red below it. */
export function SelectField({ label, error, isRequired = false, hint, id, className, children, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {isRequired ? <RequiredMark /> : null}
      </div>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClasses, 'appearance-none pe-9')}
          {...props}
        >
          {children}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
      </div>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

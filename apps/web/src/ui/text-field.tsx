import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

export const inputClasses =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-xs ' +
  'placeholder:text-slate-500 transition-colors focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-500/20 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20';

/** The red asterisk of a required field; hidden from screen readers, which hear `required` on the control. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-red-600">
      *
    </span>
  );
}

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** A red asterisk after the label (outside its accessible name). */
  isRequired?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Shown next to the label, outside it, so the input's accessible name stays the label. */
  aside?: ReactNode;
};

/** A labelled input with its error in red below it. */
export function TextField({ label, isRequired = false, error, hint, aside, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <span className="flex items-baseline">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {label}
          </label>
          {isRequired ? <RequiredMark /> : null}
        </span>
        {aside ? <span className="text-xs text-slate-500">{aside}</span> : null}
      </div>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        // Phone numbers and e-mails are written left to right; in an Arabic page they still sit at the right edge.
        className={cn(inputClasses, props.dir === 'ltr' && 'rtl:text-right')}
        {...props}
      />
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

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  isRequired?: boolean;
  /** Shown next to the label, e.g. a character counter. */
  aside?: ReactNode;
};

export function TextAreaField({ label, error, isRequired = false, aside, id, className, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <span className="flex items-baseline">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {label}
          </label>
          {isRequired ? <RequiredMark /> : null}
        </span>
        {aside ? <span className="text-xs text-slate-500">{aside}</span> : null}
      </div>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(inputClasses, 'min-h-32 resize-y')}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

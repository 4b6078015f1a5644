import { pasteIntoBoxes, sanitizeCode } from '@gamesouq/core';
import { type ClipboardEvent, type KeyboardEvent, type Ref, useImperativeHandle, useRef } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

export type DigitBoxesHandle = { focus: (index?: number) => void };

type DigitBoxesProps = {
  /** One entry per box: a single digit or ''. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Accessible name of the group, e.g. "Verification code". */
  label: string;
  isInvalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Enter pressed in a box (the submit button may be disabled, so the form would not submit by itself). */
  onEnter?: () => void;
  onBlur?: () => void;
  ref?: Ref<DigitBoxesHandle>;
};

export function emptyBoxes(length: number): string[] {
  return Array.from({ length }, () => '');
}

/**
 * One box per digit (its count is `value.length`): digits only, typing moves on, pasting fills from the box,
 * Backspace on an empty box goes back, arrow keys move. Codes read left to right in both languages.
 */
export function DigitBoxes({
  value,
  onChange,
  label,
  isInvalid = false,
  disabled = false,
  autoFocus = false,
  onEnter,
  onBlur,
  ref,
}: DigitBoxesProps) {
  const { t } = useTranslation();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const length = value.length;

  const focusBox = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }));

  function fill(index: number, text: string) {
    const result = pasteIntoBoxes(value, index, text);
    onChange(result.boxes);
    focusBox(result.focus);
  }

  function onInput(index: number, raw: string) {
    if (raw === '') {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    const digits = sanitizeCode(raw, length);
    // Letters and symbols are refused: the box keeps what it had.
    if (digits === '') return;
    if (digits.length === 1) {
      const next = [...value];
      next[index] = digits;
      onChange(next);
      if (index < length - 1) focusBox(index + 1);
      return;
    }
    const previous = value[index] ?? '';
    if (digits.length === 2 && previous !== '') {
      // A digit typed into a filled box: keep the new one.
      const typed = digits[0] === previous ? digits[1] : digits[0];
      const next = [...value];
      next[index] = typed ?? '';
      onChange(next);
      if (index < length - 1) focusBox(index + 1);
      return;
    }
    // Autofill of the whole code (one-time-code) arrives as one input event.
    fill(index, digits);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    // Typed digits are handled here: retyping the digit a box already holds changes nothing, so no change event would move on.
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      const next = [...value];
      next[index] = event.key;
      onChange(next);
      if (index < length - 1) focusBox(index + 1);
      return;
    }
    switch (event.key) {
      case 'Backspace':
        if ((value[index] ?? '') === '' && index > 0) {
          event.preventDefault();
          focusBox(index - 1);
        }
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(length - 1);
        return;
      case 'Enter':
        if (onEnter) {
          event.preventDefault();
          onEnter();
        }
        return;
      default:
        return;
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border and legend layout; role group names the boxes together.
    <div
      role="group"
      aria-label={label}
      dir="ltr"
      className="flex justify-center gap-2 sm:gap-3"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      {value.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, they never reorder.
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('digitBoxes.digit', { n: index + 1 })}
          aria-invalid={isInvalid || undefined}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          value={digit}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={cn(
            'size-10 rounded-xl border bg-white text-center text-lg font-bold text-slate-900 shadow-xs transition-colors sm:size-12 sm:text-xl',
            'focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-500/25 disabled:bg-slate-100',
            isInvalid ? 'border-red-500' : digit ? 'border-brand-300' : 'border-slate-300',
          )}
        />
      ))}
    </div>
  );
}

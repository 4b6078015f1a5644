import { formatPhoneInput, PHONE_INPUT_MAX_LENGTH } from '@gamesouq/core';
import type { ChangeEvent, ComponentProps, KeyboardEvent } from 'react';
import { TextField } from '@/ui/text-field';

/** Characters that make up the number: digits in any script and the leading +. */
const countNumberChars = (text: string) => (text.match(/[+\d\u0660-\u0669\u06f0-\u06f9]/g) ?? []).length;

/** The position in `text` just after its `count`th number character. */
function positionAfter(text: string, count: number) {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/[+\d]/.test(text[index]!)) seen++;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/** Groups what was typed (`055 123 4567`, Arabic-Indic digits as ASCII) and keeps the caret after the same digit. */
function formatTarget(input: HTMLInputElement) {
  const typed = input.value;
  const caret = input.selectionStart ?? typed.length;
  const formatted = formatPhoneInput(typed);
  if (formatted === typed) return;
  const digitsBeforeCaret = countNumberChars(typed.slice(0, caret));
  input.value = formatted;
  if (document.activeElement === input) {
    const position = positionAfter(formatted, digitsBeforeCaret);
    input.setSelectionRange(position, position);
  }
}

/** Backspace or Delete next to a grouping space removes the digit beyond it, since the space would come straight back. */
function skipGroupingSpace(event: KeyboardEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const { selectionStart: start, selectionEnd: end, value } = input;
  if (start === null || start !== end) return;
  if (event.key === 'Backspace' && value[start - 1] === ' ') input.setSelectionRange(start - 1, start - 1);
  if (event.key === 'Delete' && value[start] === ' ') input.setSelectionRange(start + 1, start + 1);
}

type PhoneFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'dir'>;

/**
 * The one phone input: accepts every way people write a number (local `05…`, `+966…`, `00966…`, spaces, dashes,
 * brackets, Arabic-Indic or Persian digits) and shows it grouped as they type; the value it reports is that grouped
 * text, which `normalizePhone` (and every request schema) reads as one E.164 number.
 */
export function PhoneField({ onChange, onKeyDown, ...props }: PhoneFieldProps) {
  return (
    <TextField
      autoComplete="tel"
      placeholder="05X XXX XXXX"
      maxLength={PHONE_INPUT_MAX_LENGTH}
      {...props}
      type="tel"
      inputMode="tel"
      dir="ltr"
      onKeyDown={(event) => {
        skipGroupingSpace(event);
        onKeyDown?.(event);
      }}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        formatTarget(event.target);
        onChange?.(event);
      }}
    />
  );
}

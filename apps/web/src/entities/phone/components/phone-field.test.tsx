import { normalizePhone } from '@gamesouq/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './phone-field';

function Controlled({ onValue }: { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhoneField
      label="Phone number"
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onValue?.(event.target.value);
      }}
    />
  );
}

function Registered({ onSubmit }: { onSubmit: (phone: string) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { phone: '' } });
  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values.phone))}>
      <PhoneField label="Phone number" {...register('phone')} />
      <button type="submit">Save</button>
    </form>
  );
}

const input = () => screen.getByLabelText('Phone number') as HTMLInputElement;

describe('PhoneField', () => {
  it('groups a Saudi number as it is typed', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(input(), '0551');
    expect(input().value).toBe('055 1');
    await user.type(input(), '234567');
    expect(input().value).toBe('055 123 4567');
    expect(normalizePhone(input().value)).toBe('+966551234567');
  });

  it('turns Arabic-Indic and Persian digits into the same number', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(input(), '٠٥٥١٢٣۴۵۶۷');
    expect(input().value).toBe('055 123 4567');
  });

  it('accepts the international spellings and drops letters', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(input(), '+966-55-123-4567');
    expect(input().value).toBe('+966 55 123 4567');
    await user.clear(input());
    await user.type(input(), '00966551234567x');
    expect(input().value).toBe('00 966 55 123 4567');
    expect(normalizePhone(input().value)).toBe('+966551234567');
  });

  it('deletes the digit before a grouping space on backspace', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(input(), '055123');
    // The caret just after the space of "055 123": backspace removes the 5 before it, and the caret stays after "05".
    await user.type(input(), '{ArrowLeft}{ArrowLeft}{ArrowLeft}{Backspace}');
    expect(input().value).toBe('051 23');
    await user.keyboard('9');
    expect(input().value).toBe('059 123');
  });

  it('reports the grouped text to a registered form, where a paste of any spelling lands grouped', async () => {
    const user = userEvent.setup();
    let submitted = '';
    render(<Registered onSubmit={(phone) => (submitted = phone)} />);
    await user.click(input());
    await user.paste('(055) 123-4567');
    expect(input().value).toBe('055 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toBe('055 123 4567');
    expect(normalizePhone(submitted)).toBe('+966551234567');
  });
});

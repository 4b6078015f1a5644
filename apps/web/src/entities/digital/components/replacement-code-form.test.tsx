import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { ReplacementCodeForm } from './replacement-code-form';

const codeBox = () => screen.getByRole('textbox', { name: 'Or type a replacement code' }) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'Send this code' }) as HTMLButtonElement;

describe("the seller's typed replacement code", () => {
  afterEach(() => changeLanguage('en'));

  it('keeps Send off while the box is empty, refuses a code too long and sends nothing', async () => {
    const onSend = vi.fn();
    render(<ReplacementCodeForm onSend={onSend} />);
    expect(sendButton().disabled).toBe(true);
    await userEvent.click(codeBox());
    await userEvent.paste('X'.repeat(201));
    await userEvent.click(sendButton());
    expect(await screen.findByText('A code can be at most 200 characters')).toBeTruthy();
    expect(codeBox().getAttribute('aria-invalid')).toBe('true');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('says it in Arabic', async () => {
    await changeLanguage('ar');
    render(<ReplacementCodeForm onSend={vi.fn()} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'أو اكتب كودًا بديلًا' }));
    await userEvent.paste('X'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: 'أرسل هذا الكود' }));
    expect(await screen.findByText('يمكن أن يصل الكود إلى 200 حرف كحد أقصى')).toBeTruthy();
  });

  it('sends the code without its outer spaces and empties the box once it is sent', async () => {
    const onSend = vi.fn((_code: string, onSent: () => void) => onSent());
    render(<ReplacementCodeForm onSend={onSend} />);
    await userEvent.type(codeBox(), '  ABCD-1234  ');
    await userEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledWith('ABCD-1234', expect.any(Function));
    await vi.waitFor(() => expect(codeBox().value).toBe(''));
  });
});

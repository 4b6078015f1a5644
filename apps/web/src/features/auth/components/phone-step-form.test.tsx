import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadDictionaries } from '@/lib/i18n';
import { PhoneStepForm } from './phone-step-form';

function openForm(onSend: (phone: string) => Promise<string | undefined> = async () => undefined) {
  const send = vi.fn(onSend);
  render(<PhoneStepForm title="Sign in with a code" subtitle="We text you a code" onSend={send} />);
  return send;
}

const phoneBox = () => screen.getByRole('textbox', { name: 'Phone number' });
const sendButton = () => screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement;

describe('the phone step', () => {
  beforeAll(() => loadDictionaries(['auth']));
  afterEach(() => changeLanguage('en'));

  it('keeps Send off while the box is empty, says a number is not valid and sends nothing', async () => {
    const send = openForm();
    expect(sendButton().disabled).toBe(true);
    await userEvent.type(phoneBox(), '12');
    await userEvent.click(sendButton());
    expect(await screen.findByText('Enter a valid phone number, such as 0501234567 or +966501234567')).toBeTruthy();
    expect(phoneBox().getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
    // Editing the number takes the message away.
    await userEvent.type(phoneBox(), '3');
    expect(screen.queryByText('Enter a valid phone number, such as 0501234567 or +966501234567')).toBeNull();
  });

  it('says it in Arabic', async () => {
    await changeLanguage('ar');
    render(<PhoneStepForm title="t" subtitle="s" onSend={async () => undefined} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'رقم الهاتف' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    expect(await screen.findByText('أدخل رقم جوال صحيحًا، مثل 0501234567 أو \u200e+966501234567')).toBeTruthy();
  });

  it('sends the number as E.164 and shows the refusal it gets back under the field', async () => {
    const send = openForm(async () => 'This number has no account yet.');
    await userEvent.type(phoneBox(), '055 123 4567');
    await userEvent.click(sendButton());
    expect(send).toHaveBeenCalledWith('+966551234567');
    expect(await screen.findByText('This number has no account yet.')).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { DisputeMessageForm } from './dispute-message-form';

const photo = (name: string) => new File(['x'], name, { type: 'image/png' });

const renderForm = (onSend = vi.fn(() => Promise.resolve())) => {
  render(<DisputeMessageForm label="Your message" sendLabel="Send" isSending={false} onSend={onSend} />);
  return onSend;
};
const box = () => screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;

describe('the dispute message form', () => {
  it('refuses an empty message with its reason until something is typed', async () => {
    const onSend = renderForm();
    await userEvent.type(box(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write a message')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box(), 'Hi');
    await vi.waitFor(() => expect(screen.queryByText('Please write a message')).toBeNull());
  });

  it('sends the trimmed text and empties the box once sent', async () => {
    const onSend = renderForm();
    await userEvent.type(box(), '  It never came  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith({ message: 'It never came', photos: [] }));
    await vi.waitFor(() => expect(box().value).toBe(''));
  });

  it('sends photos without text', async () => {
    const onSend = renderForm();
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Add photos'), [photo('a.png')]);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith({ message: '', photos: [expect.any(File)] }));
  });
});

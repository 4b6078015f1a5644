import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDictionaries } from '@/lib/i18n';
import { AddFundsDialog } from './add-funds-dialog';

const openDialog = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddFundsDialog isOpen onClose={() => undefined} />
    </QueryClientProvider>,
  );
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Deposit Funds' }));

describe('Add Funds', () => {
  beforeAll(() => loadDictionaries(['wallet']));

  it("shows core's deposit rules under each field and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    openDialog();
    await submit();
    expect(await screen.findByText('Please enter a valid deposit amount')).toBeTruthy();
    for (const message of [
      'Please enter your card number',
      'Please enter card expiry date',
      'Please enter CVV',
      'Please enter card holder name',
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('keeps the card number grouped as typed and drops its message once it is whole', async () => {
    openDialog();
    await submit();
    const number = screen.getByLabelText(/^Card number/) as HTMLInputElement;
    await userEvent.type(number, '4242424242424242');
    expect(number.value).toBe('4242 4242 4242 4242');
    await vi.waitFor(() => expect(screen.queryByText('Please enter your card number')).toBeNull());
    expect(screen.getByText('Please enter CVV')).toBeTruthy();
  });
});

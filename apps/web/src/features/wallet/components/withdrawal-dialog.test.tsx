import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadDictionaries } from '@/lib/i18n';
import { WithdrawalDialog } from './withdrawal-dialog';

const openDialog = (available = 150) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WithdrawalDialog isOpen onClose={() => undefined} available={available} />
    </QueryClientProvider>,
  );

describe('Request Withdrawal', () => {
  beforeAll(() => loadDictionaries(['wallet']));
  afterEach(() => changeLanguage('en'));

  it('says what is wrong with the amount and a card field once the user leaves them, and keeps Submit off', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    openDialog();
    await user.type(screen.getByLabelText(/^Amount \(SAR\)/), '200');
    await user.click(screen.getByLabelText(/^Card holder name/));
    await user.tab();
    expect(await screen.findByText('Amount exceeds available balance')).toBeTruthy();
    expect(screen.getByText('Please enter card holder name')).toBeTruthy();
    expect(screen.queryByText('Please enter CVV')).toBeNull();
    expect((screen.getByRole('button', { name: 'Submit Request' }) as HTMLButtonElement).disabled).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('fills the gauge as the checks pass and drops a message once its field is right', async () => {
    const user = userEvent.setup();
    openDialog();
    await user.type(screen.getByLabelText(/^Amount \(SAR\)/), '500');
    await user.tab();
    expect(await screen.findByText('Amount exceeds available balance')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Amount \(SAR\)/));
    await user.type(screen.getByLabelText(/^Amount \(SAR\)/), '100');
    expect(screen.queryByText('Amount exceeds available balance')).toBeNull();
    await user.type(screen.getByLabelText(/^Card number/), '4242424242424242');
    await user.type(screen.getByLabelText(/^Expiry date/), '1230');
    await user.type(screen.getByLabelText(/^CVV/), '123');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('4');
    await user.type(screen.getByLabelText(/^Card holder name/), 'Faisal');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5');
    expect((screen.getByRole('button', { name: 'Submit Request' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('speaks Arabic', async () => {
    await changeLanguage('ar');
    const user = userEvent.setup();
    openDialog();
    await user.type(screen.getByLabelText(/^المبلغ/), '200');
    await user.tab();
    expect(await screen.findByText('المبلغ يتجاوز الرصيد المتاح')).toBeTruthy();
  });
});

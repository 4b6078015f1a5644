import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDictionaries } from '@/lib/i18n';
import { AddFundsDialog } from './add-funds-dialog';

const openDialog = (props: { initialAmount?: string; returnTo?: string } = {}) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddFundsDialog isOpen onClose={() => undefined} {...props} />
    </QueryClientProvider>,
  );
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

describe('Add Funds', () => {
  beforeAll(() => loadDictionaries(['wallet']));
  afterEach(() => vi.restoreAllMocks());

  it("shows core's deposit rule under the amount and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    openDialog();
    await submit();
    expect(await screen.findByText('Please enter a valid deposit amount')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('offers mada, Visa / Mastercard, Apple Pay and STC Pay, mada first, with the amount filled in from the cart', async () => {
    openDialog({ initialAmount: '57.30' });
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('57.30');
    const methods = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(methods.map((radio) => radio.labels?.[0]?.textContent)).toEqual(['mada', 'Visa / Mastercard', 'Apple Pay', 'STC Pay']);
    expect(methods[0]!.checked).toBe(true);
  });

  it('starts the payment with the chosen method and sends the browser to the gateway page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: true, paymentId: 'p-1', redirectUrl: '/pay/sandbox/p-1' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    openDialog({ initialAmount: '20', returnTo: '/cart' });
    await userEvent.click(screen.getByLabelText('STC Pay'));
    await submit();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/sandbox/p-1'));
    const body = JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body));
    expect(body).toMatchObject({ amount: 20, method: 'stcpay', returnPath: '/wallet/return' });
    expect(JSON.parse(sessionStorage.getItem('gamesouq.add-funds.return') ?? '{}')).toEqual({ paymentId: 'p-1', returnTo: '/cart' });
    vi.unstubAllGlobals();
  });
});

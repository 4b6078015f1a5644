import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDictionaries } from '@/lib/i18n';
import { WithdrawalsPage } from './withdrawals-page';

const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** 25 requests in pages of 10; each page shows one pending row, whose user is named after the query ("all page 2"). */
function serveWithdrawals() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/counts')) return reply({ success: true, total: 25, pending: 25, approved: 0, rejected: 0 });
    const [status, page] = ['status', 'page'].map((name) => url.searchParams.get(name));
    return reply({
      success: true,
      withdrawals: [
        {
          id: `w-${status}-${page}`,
          user_id: 'u-1',
          user_name: `${status} page ${page}`,
          user_email: 'sara@example.com',
          amount: 150,
          currency: 'SAR',
          account_info: '',
          description: '',
          status: 'pending',
          requested_at: '2026-11-01T10:00:00.000Z',
          rejection_reason: null,
          transfer_reference: null,
        },
      ],
      pagination: { currentPage: Number(page), totalPages: 3, totalItems: 25, itemsPerPage: 10 },
    });
  });
}

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WithdrawalsPage />
    </QueryClientProvider>,
  );
}

describe('the withdrawals page', () => {
  beforeAll(() => loadDictionaries(['admin']));
  afterEach(() => vi.restoreAllMocks());

  it('shows the requests in a table whose pager says which of them are shown and brings the next page', async () => {
    const fetchSpy = serveWithdrawals();
    renderPage();
    expect(await screen.findByText('all page 1')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '',
      'User',
      'Amount',
      'Account Info',
      'Status',
      'Requested',
      'Actions',
    ]);
    expect(screen.getByText('Showing 1 to 10 of 25 results')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('all page 2')).toBeTruthy();
    expect(screen.getByText('Showing 11 to 20 of 25 results')).toBeTruthy();
    expect(screen.getByRole('button', { current: 'page' }).textContent).toBe('2');
    const asked = new URL(String(fetchSpy.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(asked.search).toBe('?page=2&limit=10&status=all&sort=date');
  });

  it('goes back to page 1 of the status picked, with nothing left selected', async () => {
    serveWithdrawals();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select the request of all page 3' }));
    expect(screen.getByRole('button', { name: 'Reject Selected (1)' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    expect(await screen.findByText('pending page 1')).toBeTruthy();
    expect(screen.getByText('Showing 1 to 10 of 25 results')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject Selected (1)' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Select the request of pending page 1' }) as HTMLInputElement).checked).toBe(false);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDictionaries } from '@/lib/i18n';
import { DeletionRequestsPage } from './deletion-requests-page';

const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** One request per page and three pages of each status but Declined, which has none; its reason names its query. */
function serveRequests() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/counts')) return reply({ success: true, pending: 3 });
    const [status, page] = ['status', 'page'].map((name) => url.searchParams.get(name));
    const isNone = status === 'declined';
    return reply({
      success: true,
      requests: isNone
        ? []
        : [
            {
              id: `r-${status}-${page}`,
              user: null,
              reason: `${status} page ${page}`,
              status: 'completed',
              createdAt: '2026-11-01T10:00:00.000Z',
              decidedAt: null,
              decidedBy: null,
              decisionReason: null,
              openOrders: 0,
              balances: { available: 0, pending: 0, held: 0 },
              blocker: null,
            },
          ],
      pagination: { currentPage: Number(page), totalPages: isNone ? 0 : 3, totalItems: isNone ? 0 : 3, itemsPerPage: 1 },
    });
  });
}

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DeletionRequestsPage />
    </QueryClientProvider>,
  );
}

describe('the account deletion requests page', () => {
  beforeAll(() => loadDictionaries(['admin']));
  afterEach(() => vi.restoreAllMocks());

  it('opens on the pending requests, and its pager brings the page asked for', async () => {
    const fetchSpy = serveRequests();
    renderPage();
    expect(await screen.findByText('pending page 1')).toBeTruthy();
    expect(screen.getByText('3 requests waiting for a decision')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('pending page 3')).toBeTruthy();
    expect(screen.getByRole('button', { current: 'page' }).textContent).toBe('3');
    expect(String(fetchSpy.mock.calls.at(-1)?.[0])).toMatch(/\/api\/admin\/deletion-requests\?status=pending&page=3$/);
  });

  it('shows page 1 of the status the user picks, and says so when it has no requests', async () => {
    serveRequests();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await screen.findByText('pending page 2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    expect(await screen.findByText('all page 1')).toBeTruthy();
    expect(screen.getByRole('button', { current: 'page' }).textContent).toBe('1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Declined');
    expect(await screen.findByText('No deletion requests')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDictionaries } from '@/lib/i18n';
import { ClientsPage } from './clients-page';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const sara = {
  id: 'u-1',
  _id: 'u-1',
  name: 'Sara Ahmed',
  type: 'Person',
  role: 'user',
  email: 'sara@example.com',
  phone: '+966500000001',
  city: 'Riyadh',
  verified: true,
  registerDate: '2026-10-01T10:00:00.000Z',
  avatar: 'SA',
  isSuspended: false,
  suspendedReason: null,
};

/** Accounts whose e-mail holds the search; the seller requests fail with the server's reason. */
function serveClients() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/requests/counts') return reply({ success: true, traders: 0, person: 0 });
    if (url.pathname === '/api/admin/requests') return reply({ success: false, message: 'Database is down' }, 500);
    return reply(sara.email.includes(url.searchParams.get('search') ?? '') ? [sara] : []);
  });
}

function renderPage(at: string) {
  const router = createMemoryRouter([{ path: '/admin/clients', element: <ClientsPage /> }], { initialEntries: [at] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the clients page', () => {
  beforeAll(() => loadDictionaries(['admin']));
  afterEach(() => vi.restoreAllMocks());

  it('lists the accounts the header search linked to, and says so when a search finds none', async () => {
    serveClients();
    renderPage('/admin/clients?search=sara');
    expect(await screen.findByRole('cell', { name: 'sara@example.com' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Type',
      'Email',
      'Phone',
      'Register Date',
      'Actions',
    ]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name, email or phone' }), 'zz');
    expect(await screen.findByText('No accounts found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows a failed load of the seller requests with the server's reason", async () => {
    serveClients();
    renderPage('/admin/clients');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch data: Database is down');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDictionaries } from '@/lib/i18n';
import { ContactMessagesPage } from './contact-messages-page';

const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** One message per page, two pages, named after the query that asked for them ("new page 2", "all page 1 ab"). */
function serveMessages() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/counts')) return reply({ success: true, new: 3 });
    const [status, page, search] = ['status', 'page', 'search'].map((name) => url.searchParams.get(name));
    const fullName = [status, 'page', page, search].filter(Boolean).join(' ');
    return reply({
      success: true,
      messages: [
        {
          id: `m-${fullName}`,
          fullName,
          email: 'sara@example.com',
          message: 'Where is my order?',
          userId: null,
          status: 'new',
          handledAt: null,
          handledBy: null,
          createdAt: '2026-11-01T10:00:00.000Z',
        },
      ],
      pagination: { currentPage: Number(page), totalPages: 2, totalItems: 2, itemsPerPage: 1 },
    });
  });
}

const listUrls = (fetchSpy: ReturnType<typeof serveMessages>) =>
  fetchSpy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => !url.pathname.endsWith('/counts'));

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ContactMessagesPage />
    </QueryClientProvider>,
  );
}

describe('the contact messages page', () => {
  beforeAll(() => loadDictionaries(['admin']));
  afterEach(() => vi.restoreAllMocks());

  it('opens on the new messages, and its pager brings the next page', async () => {
    const fetchSpy = serveMessages();
    renderPage();
    expect(await screen.findByRole('article', { name: 'Message from new page 1' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('new');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Message from new page 2' })).toBeTruthy();
    expect(screen.getByRole('button', { current: 'page' }).textContent).toBe('2');
    expect(listUrls(fetchSpy).at(-1)?.search).toBe('?status=new&page=2');
  });

  it('goes back to page 1 of the status the user picks, and searches once the typing stops', async () => {
    const fetchSpy = serveMessages();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await screen.findByRole('article', { name: 'Message from new page 2' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    expect(await screen.findByRole('article', { name: 'Message from all page 1' })).toBeTruthy();
    expect(screen.getByRole('button', { current: 'page' }).textContent).toBe('1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name, e-mail or text' }), 'ab');
    expect(await screen.findByRole('article', { name: 'Message from all page 1 ab' })).toBeTruthy();
    expect(listUrls(fetchSpy).map((url) => url.searchParams.get('search'))).not.toContain('a');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { SaveSearchDialog } from './save-search-dialog';

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function openDialog(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SaveSearchDialog filters={{ search: ' PS5 ', city: 'Riyadh' }} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const nameBox = () => screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;

describe('the Save search dialog', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    return changeLanguage('en');
  });

  it('asks for a name and sends nothing without one', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    openDialog();
    expect(nameBox().value).toBe('PS5');
    await userEvent.clear(nameBox());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give this search a name')).toBeTruthy();
    expect(nameBox().getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says it in Arabic', async () => {
    await changeLanguage('ar');
    openDialog();
    await userEvent.clear(screen.getByRole('textbox', { name: /^الاسم/ }));
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('اكتب اسمًا لهذا البحث')).toBeTruthy();
  });

  it('saves the name, the filters and how often to alert, then closes', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(201, { success: true }));
    const onClose = openDialog();
    await userEvent.type(nameBox(), ' in Riyadh ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Alert me' }), 'Once a day');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/user\/saved-searches$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'PS5 in Riyadh',
      frequency: 'daily',
      filters: { search: ' PS5 ', city: 'Riyadh' },
    });
  });
});

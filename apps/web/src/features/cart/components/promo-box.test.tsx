import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadDictionaries } from '@/lib/i18n';
import { PromoBox } from './promo-box';

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderBox(onChange = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PromoBox promo={null} onChange={onChange} />
    </QueryClientProvider>,
  );
  return onChange;
}

describe('the promo code box', () => {
  beforeAll(() => loadDictionaries(['app']));
  afterEach(() => {
    vi.restoreAllMocks();
    return changeLanguage('en');
  });

  it('asks for a code before it calls the server, and the message goes as the user types one', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderBox();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a promo code');
    expect(screen.getByRole('textbox', { name: 'Promo code' }).getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'S');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the code in Arabic', async () => {
    await changeLanguage('ar');
    renderBox();
    await userEvent.click(screen.getByRole('button', { name: 'تطبيق' }));
    expect((await screen.findByRole('alert')).textContent).toBe('يرجى إدخال رمز الخصم');
  });

  it('sends the trimmed code and hands the applied promo to the cart, emptying the box', async () => {
    const applied = { code: 'SAVE20', type: 'percentage', value: 20 };
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(reply(200, { success: true, message: 'Promo code applied', promoCode: applied }));
    const onChange = renderBox();
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), '  save20 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(applied));
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/user\/cart\/promo$/);
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'save20' });
    expect((screen.getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's reason under the box, in the user's language", async () => {
    await changeLanguage('ar');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      reply(400, { success: false, code: 'PROMO_INVALID', message: 'This promo code has expired.', messageKey: 'errors.promoExpired' }),
    );
    const onChange = renderBox();
    await userEvent.type(screen.getByRole('textbox', { name: 'رمز الخصم' }), 'OLD10');
    await userEvent.click(screen.getByRole('button', { name: 'تطبيق' }));
    expect((await screen.findByRole('alert')).textContent).toBe('انتهت صلاحية رمز الخصم هذا.');
    expect(onChange).not.toHaveBeenCalled();
  });
});

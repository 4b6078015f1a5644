import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadDictionaries } from '@/lib/i18n';
import type { TraderProfile } from '../api/types';
import { VatRegistrationCard } from './vat-registration-card';

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A shop that is not VAT-registered: the card reads only its numbers and their review. */
const unregistered = { vatNumber: null, crNumber: null, vatReview: null } as unknown as TraderProfile;

async function openChange(labels: { change: string }) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VatRegistrationCard profile={unregistered} />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: labels.change }));
}

describe("the trader's VAT registration card", () => {
  beforeAll(() => loadDictionaries(['trader', 'account']));
  afterEach(() => {
    vi.restoreAllMocks();
    return changeLanguage('en');
  });

  it('says what is wrong with the VAT number under it and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await openChange({ change: 'Change' });
    await userEvent.type(screen.getByRole('textbox', { name: 'VAT registration number' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('The VAT number is 15 digits, starting and ending with 3')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'VAT registration number' }).getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says it in Arabic, and asks for the CR number with a VAT number', async () => {
    await changeLanguage('ar');
    await openChange({ change: 'تغيير' });
    await userEvent.type(screen.getByRole('textbox', { name: 'الرقم الضريبي' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال للمراجعة' }));
    expect(await screen.findByText('الرقم الضريبي 15 رقمًا يبدأ وينتهي بالرقم 3')).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: 'الرقم الضريبي' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'الرقم الضريبي' }), '300000000000003');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال للمراجعة' }));
    expect(await screen.findByText('أدخل رقم السجل التجاري مع الرقم الضريبي')).toBeTruthy();
  });

  it('sends the numbers without their spaces and dashes, then closes the form', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(reply(200, { success: true, isPendingReview: true, profile: unregistered }));
    await openChange({ change: 'Change' });
    await userEvent.type(screen.getByRole('textbox', { name: 'VAT registration number' }), '300 000-000 000 003');
    await userEvent.type(screen.getByRole('textbox', { name: 'Commercial registration (CR) number' }), '1010-123456');
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull());
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/trader\/profile\/vat$/);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ vatNumber: '300000000000003', crNumber: '1010123456' });
  });

  it('shows the refusal of a field by the server under that field', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      reply(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Enter the commercial registration number with the VAT number',
        fields: { crNumber: 'Enter the commercial registration number with the VAT number' },
        fieldKeys: { crNumber: 'validation.crNumberWithVat' },
      }),
    );
    await changeLanguage('ar');
    await openChange({ change: 'تغيير' });
    await userEvent.type(screen.getByRole('textbox', { name: 'رقم السجل التجاري' }), '1010123456');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال للمراجعة' }));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'رقم السجل التجاري' }).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('أدخل رقم السجل التجاري مع الرقم الضريبي')).toBeTruthy();
  });
});

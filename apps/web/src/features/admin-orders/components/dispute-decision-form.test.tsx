import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadDictionaries } from '@/lib/i18n';
import { DisputeDecisionForm } from './dispute-decision-form';

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const renderForm = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DisputeDecisionForm disputeId="d-1" />
    </QueryClientProvider>,
  );

const confirmButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe("an admin's decision on a dispute", () => {
  beforeAll(() => loadDictionaries(['admin']));
  afterEach(() => {
    vi.restoreAllMocks();
    return changeLanguage('en');
  });

  it('keeps Confirm off and says why once the admin leaves a reason too short for the parties', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm();
    expect(confirmButton('Confirm decision').disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Refund the buyer in full' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for both parties' }), 'Too short');
    await userEvent.tab();
    expect(await screen.findByText('Write the reason both parties will read (at least 10 characters)')).toBeTruthy();
    expect(confirmButton('Confirm decision').disabled).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says it in Arabic, and asks for the amount of a split', async () => {
    await changeLanguage('ar');
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'استرداد جزء من المبلغ للمشتري' }));
    await userEvent.click(screen.getByRole('spinbutton', { name: 'المبلغ المسترد (ر.س)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'السبب للطرفين' }), 'قصير');
    await userEvent.tab();
    expect(await screen.findByText('اكتب السبب الذي سيقرؤه الطرفان (10 أحرف على الأقل)')).toBeTruthy();
    expect(screen.getByText('يرجى إدخال المبلغ المراد استرداده')).toBeTruthy();
  });

  it('sends the decision with its trimmed reason, and a split with its amount as a number', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, { success: true, message: 'Dispute resolved' }));
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Refund the buyer in part' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Amount to refund (SAR)' }), '12.5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for both parties' }), '  Half the items came broken.  ');
    await userEvent.click(confirmButton('Confirm decision'));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/admin\/disputes\/d-1\/decide$/);
    expect(JSON.parse(String(init?.body))).toEqual({ decision: 'partial_refund', refundAmount: 12.5, note: 'Half the items came broken.' });
  });

  it('drops the amount of a split when the admin chooses a full refund instead', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, { success: true, message: 'Dispute resolved' }));
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Refund the buyer in part' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Amount to refund (SAR)' }), '12.5');
    await userEvent.click(screen.getByRole('radio', { name: 'Refund the buyer in full' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for both parties' }), 'The order never arrived.');
    await userEvent.click(confirmButton('Confirm decision'));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toEqual({ decision: 'refund', note: 'The order never arrived.' });
  });
});

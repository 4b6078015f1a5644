import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { CodeReportForm } from './code-report-form';

describe("the buyer's code report", () => {
  afterEach(() => changeLanguage('en'));

  it('sends the chosen reason and the details without their outer spaces', async () => {
    const onReport = vi.fn();
    render(<CodeReportForm onReport={onReport} isPending={false} />);
    const reason = screen.getByRole('combobox', { name: 'What is wrong with the code?' }) as HTMLSelectElement;
    expect(reason.value).toBe('not_working');
    await userEvent.selectOptions(reason, 'The code was already used');
    await userEvent.type(screen.getByRole('textbox', { name: 'Details (optional)' }), '  Redeemed on another account  ');
    await userEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    expect(onReport).toHaveBeenCalledWith({ reason: 'already_used', details: 'Redeemed on another account' }, expect.anything());
  });

  it('sends a report without details, in Arabic too', async () => {
    await changeLanguage('ar');
    const onReport = vi.fn();
    render(<CodeReportForm onReport={onReport} isPending={false} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'ما المشكلة في الكود؟' }), 'منطقة خاطئة');
    await userEvent.click(screen.getByRole('button', { name: 'الإبلاغ عن مشكلة' }));
    expect(onReport).toHaveBeenCalledWith({ reason: 'wrong_region', details: '' }, expect.anything());
  });
});

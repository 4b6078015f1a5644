import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDictionaries } from '@/lib/i18n';
import { ShippingCostForm } from './shipping-cost-form';

const update = () => screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement;

describe("an ad's shipping cost", () => {
  beforeAll(() => loadDictionaries(['admin']));

  it('keeps Update off while the cost is empty or negative, and Enter in an empty box sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<ShippingCostForm initial={null} isBusy={false} onSubmit={onSubmit} />);
    await waitFor(() => expect(update().disabled).toBe(true));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Shipping cost (SAR)' }), '{Enter}');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Shipping cost (SAR)' }), '-5');
    await waitFor(() => expect(update().disabled).toBe(true));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the cost as a number', async () => {
    const onSubmit = vi.fn();
    render(<ShippingCostForm initial={15} isBusy={false} onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Shipping cost (SAR)' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Shipping cost (SAR)' }), '22.5');
    await waitFor(() => expect(update().disabled).toBe(false));
    await userEvent.click(update());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(22.5));
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDictionaries } from '@/lib/i18n';
import { PromoFormDialog } from './promo-form-dialog';

const open = (onSave = vi.fn()) => {
  render(<PromoFormDialog isOpen promo={null} isBusy={false} error={null} onClose={() => undefined} onSave={onSave} />);
  return onSave;
};
const box = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

describe('the promo code dialog', () => {
  beforeAll(() => loadDictionaries(['admin']));

  it('names each empty required box instead of reading it as 0', async () => {
    const onSave = open();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Code is required')).toBeTruthy();
    expect(screen.getByText('Value is required')).toBeTruthy();
    expect(screen.getByText('Expiry date is required')).toBeTruthy();
    expect(screen.getByText('Usage limit is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("keeps a percentage within core's limit", async () => {
    const onSave = open();
    await userEvent.type(box('Code'), 'SALE');
    await userEvent.type(box('Value'), '150');
    await userEvent.type(box('Expiry'), '2030-01-31');
    await userEvent.type(box('Usage limit'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A percentage cannot exceed 100')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the code in capitals, numbers as numbers and the end of the chosen day', async () => {
    const onSave = open();
    await userEvent.type(box('Code'), 'sale10');
    await userEvent.type(box('Value'), '10');
    await userEvent.type(box('Expiry'), '2030-01-31');
    await userEvent.type(box('Usage limit'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({
      code: 'SALE10',
      type: 'percentage',
      value: 10,
      expiresAt: new Date('2030-01-31T23:59:59').toISOString(),
      usageLimit: 5,
      active: true,
    });
  });
});

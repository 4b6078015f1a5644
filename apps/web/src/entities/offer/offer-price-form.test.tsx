import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadDictionaries } from '@/lib/i18n';
import { OfferPriceForm } from './offer-price-form';

function openForm(error?: string) {
  const onSubmit = vi.fn();
  render(<OfferPriceForm label="Your price" submitLabel="Send offer" maxPrice={500} isPending={false} error={error} onSubmit={onSubmit} />);
  return onSubmit;
}

const priceBox = () => screen.getByRole('spinbutton', { name: /Your price/ });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send offer' }));

describe('the offer price form', () => {
  beforeAll(() => loadDictionaries(['app']));
  afterEach(() => changeLanguage('en'));

  it('asks for a price of at least 1 SAR, then for one not above the listing’s, and sends nothing', async () => {
    const onSubmit = openForm();
    await send();
    expect(await screen.findByText('Please enter a price of at least 1 SAR')).toBeTruthy();
    await userEvent.type(priceBox(), '0.5');
    expect(await screen.findByText('Please enter a price of at least 1 SAR')).toBeTruthy();
    await userEvent.clear(priceBox());
    await userEvent.type(priceBox(), '600');
    expect(await screen.findByText('An offer cannot be higher than the price.')).toBeTruthy();
    expect(priceBox().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says it in Arabic', async () => {
    await changeLanguage('ar');
    openForm();
    await send();
    expect(await screen.findByText('يرجى إدخال سعر لا يقل عن 1 ريال')).toBeTruthy();
  });

  it('sends the price rounded to halalas, and shows the server’s refusal under the price', async () => {
    const onSubmit = openForm('The listing is no longer available.');
    expect(screen.getByText('The listing is no longer available.')).toBeTruthy();
    await userEvent.type(priceBox(), '450.555');
    await send();
    expect(onSubmit).toHaveBeenCalledWith(450.56);
  });
});

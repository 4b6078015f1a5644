import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadDictionaries } from '@/lib/i18n';
import { PickupPlace } from './pickup-place';

const place = { city: 'Riyadh', location: 'Al Olaya' };

describe('the pickup place', () => {
  beforeAll(() => loadDictionaries(['app']));
  afterEach(() => changeLanguage('en'));

  it('says the city and area, and warns a buyer of another city', () => {
    render(<PickupPlace place={place} buyerCity="jeddah" />);
    expect(screen.getByText(/^Pickup only, in person at:/).textContent).toBe('Pickup only, in person at: Riyadh, Al Olaya');
    expect(screen.getByRole('note').textContent).toContain('You are in Jeddah, but this item is picked up in Riyadh');
  });

  it('does not warn a buyer of the same city, however they typed it, nor one whose city is unknown', () => {
    const { rerender } = render(<PickupPlace place={place} buyerCity=" RIYADH " />);
    expect(screen.queryByRole('note')).toBeNull();
    rerender(<PickupPlace place={place} buyerCity="" />);
    expect(screen.queryByRole('note')).toBeNull();
    rerender(<PickupPlace place={place} buyerCity="Atlantis" />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('reads an Arabic city name in any alef spelling, and warns in Arabic', async () => {
    await changeLanguage('ar');
    const { rerender } = render(<PickupPlace place={place} buyerCity="الرياض" />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText(/^استلام شخصي فقط من:/).textContent).toContain('الرياض');
    rerender(<PickupPlace place={place} buyerCity="جده" sellerName="متجر الألعاب" />);
    expect(screen.getByText(/^الاستلام من متجر الألعاب في:/)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('أنت في جدة والاستلام في الرياض');
  });
});

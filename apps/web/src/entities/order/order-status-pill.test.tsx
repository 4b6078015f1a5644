import type { ListingKind, TDigitalDeliveryView } from '@gamesouq/core';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadDictionaries } from '@/lib/i18n';
import { OrderStatusPill } from './order-status-pill';

// The order words come with the orders' dictionary group, as app/router.tsx loads it.
beforeAll(() => loadDictionaries(['orders']));
afterEach(() => changeLanguage('en'));

type Codes = Pick<TDigitalDeliveryView, 'codes'>;
const unrevealed: Codes = { codes: [{ id: 'c1', revealedAt: null }] };
const revealed: Codes = { codes: [{ id: 'c1', revealedAt: '2026-11-27T10:00:00.000Z' }] };

const CASES: [string, ListingKind, Codes | null, string, string][] = [
  ['a parcel', 'physical', null, 'Shipped', 'تم الشحن'],
  ['a code nobody revealed', 'digital_code', unrevealed, 'Code ready', 'الكود جاهز'],
  ['a revealed code', 'digital_code', revealed, 'Delivered', 'تم التسليم'],
  ['a code in a list without its codes', 'digital_code', null, 'Delivered', 'تم التسليم'],
  ['a service', 'digital_service', null, 'Delivered by seller', 'سلّمه البائع'],
];

describe('OrderStatusPill of a delivered order', () => {
  it.each(CASES)('reads %s as what was sold', async (_name, kind, digital, english, arabic) => {
    const { rerender } = render(<OrderStatusPill status="shipped" kind={kind} digital={digital} />);
    expect(screen.getByText(english)).toBeTruthy();
    await changeLanguage('ar');
    rerender(<OrderStatusPill status="shipped" kind={kind} digital={digital} />);
    expect(screen.getByText(arabic)).toBeTruthy();
  });

  it('keeps the other states of a digital order as they are', () => {
    render(<OrderStatusPill status="completed" kind="digital_code" digital={revealed} />);
    expect(screen.getByText('Completed')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { ZSellerApplication } from '../schemas/account.js';
import { commissionVat, includedVat, isSaudiCrNumber, sellerVatPercent, vatReportDays } from './vat.js';

describe('VAT rules', () => {
  it('finds the VAT inside a VAT-inclusive price, rounded to the halala', () => {
    expect(includedVat(23_000, 15)).toBe(3000);
    expect(includedVat(9_999, 15)).toBe(1304); // 1304.21…
    expect(includedVat(11_500, 15)).toBe(1500);
    expect(includedVat(10, 15)).toBe(1); // 1.30…
    expect(includedVat(23_000, 0)).toBe(0);
  });
  it('finds the platform’s VAT inside its commission only when the platform is VAT-registered', () => {
    expect(commissionVat(1150, { ratePercent: 15, vatNumber: '300000000000003' })).toBe(150);
    expect(commissionVat(1150, { ratePercent: 15, vatNumber: null })).toBe(0);
  });
  it('charges VAT only for a seller with a verified, valid VAT number', () => {
    expect(sellerVatPercent({ vatNumber: '310122393500003', ratePercent: 15 })).toBe(15);
    expect(sellerVatPercent({ vatNumber: null, ratePercent: 15 })).toBe(0);
    expect(sellerVatPercent({ vatNumber: '123', ratePercent: 15 })).toBe(0);
  });
  it('knows a CR number', () => {
    expect(isSaudiCrNumber('1010123456')).toBe(true);
    expect(isSaudiCrNumber('101012345')).toBe(false);
    expect(isSaudiCrNumber('10101234567')).toBe(false);
    expect(isSaudiCrNumber('10101234a6')).toBe(false);
  });
});

describe('VAT registration in a seller request', () => {
  const store = { type: 'store', storeName: 'Shop', cityLocation: 'Riyadh', civilId: '1' };
  const issues = (input: object) => {
    const parsed = ZSellerApplication.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };
  it('takes a shop VAT number (15 digits, 3…3) with its CR number (10 digits), spaces and dashes ignored', () => {
    expect(ZSellerApplication.parse({ ...store, vatNumber: '310 1223 9350 0003', crNumber: '1010-123456' })).toMatchObject({
      vatNumber: '310122393500003',
      crNumber: '1010123456',
    });
    expect(ZSellerApplication.parse(store)).toMatchObject({ vatNumber: '', crNumber: '' });
  });
  it('refuses a wrong VAT number, a wrong CR number, and a VAT number without its CR number', () => {
    expect(issues({ ...store, vatNumber: '210122393500003', crNumber: '1010123456' })).toEqual(['validation.vatNumberInvalid']);
    expect(issues({ ...store, vatNumber: '31012239350000', crNumber: '1010123456' })).toEqual(['validation.vatNumberInvalid']);
    expect(issues({ ...store, vatNumber: '310122393500003', crNumber: '101012345' })).toEqual(['validation.crNumberInvalid']);
    expect(issues({ ...store, vatNumber: '310122393500003' })).toEqual(['validation.crNumberWithVat']);
  });
  it('never registers a person for VAT', () => {
    expect(ZSellerApplication.parse({ ...store, type: 'person', vatNumber: '310122393500003', crNumber: '1010123456' })).toMatchObject({
      vatNumber: '',
      crNumber: '',
    });
  });
});

describe('VAT report periods', () => {
  it('covers calendar months and quarters, across a year end', () => {
    expect(vatReportDays('month', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(vatReportDays('lastMonth', '2026-03-05')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(vatReportDays('lastMonth', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(vatReportDays('quarter', '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(vatReportDays('lastQuarter', '2026-02-01')).toEqual({ from: '2025-10-01', to: '2025-12-31' });
  });
});

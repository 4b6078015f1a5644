import { describe, expect, it } from 'vitest';
import { isSaudiVatNumber, zatcaQrPayload } from './zatca.js';

describe('ZATCA QR', () => {
  it('encodes the five TLV fields, Arabic names as UTF-8', () => {
    const payload = zatcaQrPayload({
      sellerName: 'متجر',
      vatNumber: '310122393500003',
      timestamp: new Date('2026-11-22T10:00:00.000Z'),
      total: '115.00',
      vat: '15.00',
    });
    const bytes = Uint8Array.from(atob(payload), (c) => c.charCodeAt(0));
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(8); // four Arabic letters, two bytes each
    expect(new TextDecoder().decode(bytes.slice(2, 10))).toBe('متجر');
    expect(bytes[10]).toBe(2);
    expect(new TextDecoder().decode(bytes.slice(12, 27))).toBe('310122393500003');
    const rest = new TextDecoder().decode(bytes.slice(27));
    expect(rest).toContain('2026-11-22T10:00:00Z');
    expect(rest.endsWith('15.00')).toBe(true);
  });
  it('checks VAT numbers', () => {
    expect(isSaudiVatNumber('310122393500003')).toBe(true);
    expect(isSaudiVatNumber('210122393500003')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isSaudiVatNumber } from './zatca.js';

describe('Saudi VAT numbers', () => {
  it('checks VAT numbers', () => {
    expect(isSaudiVatNumber('310122393500003')).toBe(true);
    expect(isSaudiVatNumber('210122393500003')).toBe(false);
  });
});

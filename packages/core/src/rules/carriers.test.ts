import { describe, expect, it } from 'vitest';
import { isTrackingNumberOf, normalizeTrackingNumber, trackingUrlOf } from './carriers.js';

describe('tracking numbers', () => {
  it('accepts each carrier its own format and refuses the others', () => {
    expect(isTrackingNumberOf('smsa', '290019315792')).toBe(true);
    expect(isTrackingNumberOf('smsa', 'RR123456789SA')).toBe(false);
    expect(isTrackingNumberOf('aramex', '4578 1234 56')).toBe(true);
    expect(isTrackingNumberOf('aramex', '12345')).toBe(false);
    expect(isTrackingNumberOf('spl', 'rr123456789sa')).toBe(true);
    expect(isTrackingNumberOf('spl', 'RR123456789AE')).toBe(false);
    expect(isTrackingNumberOf('jt', 'JTE1234567890')).toBe(true);
    expect(isTrackingNumberOf('jt', 'JT12')).toBe(false);
    expect(isTrackingNumberOf('other', 'ABC-123')).toBe(true);
    expect(isTrackingNumberOf('other', 'a b')).toBe(false);
  });

  it('normalizes and links to the carrier page', () => {
    expect(normalizeTrackingNumber(' rr 123456789 sa ')).toBe('RR123456789SA');
    expect(trackingUrlOf('aramex', '4578123456')).toContain('4578123456');
    expect(trackingUrlOf('other', 'X1234')).toBeNull();
  });
});

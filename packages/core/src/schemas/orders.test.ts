import { describe, expect, it } from 'vitest';
import { ZCheckoutRequest } from './orders.js';

describe('the checkout address', () => {
  it('reads the phone in any spelling as one E.164 number, and refuses what is not a phone', () => {
    const parsed = ZCheckoutRequest.parse({ shippingAddress: { phone: '٠٥٥ ١٢٣ ٤٥٦٧' } });
    expect(parsed.shippingAddress?.phone).toBe('+966551234567');
    expect(ZCheckoutRequest.parse({ shippingAddress: { phone: '' } }).shippingAddress?.phone).toBe('');
    expect(ZCheckoutRequest.safeParse({ shippingAddress: { phone: '12' } }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { messageText } from '../messages.js';
import { discountedHalalas, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, imageFileError, MAX_IMAGE_BYTES, platformTypesOf } from './listings.js';
import { halalasToSar, sarToHalalas } from './money.js';

describe('prices', () => {
  it('turns riyals typed with two decimals into whole halalas, whatever floating point makes of them', () => {
    // 19.99 * 100 is 1998.9999999999998 and 129.95 * 100 is 12994.999999999998 in floating point.
    expect(sarToHalalas(19.99)).toBe(1999);
    expect(sarToHalalas(129.95)).toBe(12995);
    expect(sarToHalalas(0.1 + 0.2)).toBe(30);
    expect(halalasToSar(1999)).toBe(19.99);
    expect(() => sarToHalalas(Number.NaN)).toThrow(RangeError);
  });

  it('reduces the price by the discount and rounds to the nearest halala, half a halala up', () => {
    expect(discountedHalalas(20000, 0)).toBe(20000);
    expect(discountedHalalas(20000, 10)).toBe(18000);
    // 19.99 SAR at 50% is 9.995 SAR: 999.5 halalas round up to 10.00 SAR (truncating would say 9.99).
    expect(discountedHalalas(1999, 50)).toBe(1000);
    // 129.95 SAR at 10% is 116.955 SAR: 11695.5 halalas round up to 116.96 SAR.
    expect(discountedHalalas(12995, 10)).toBe(11696);
    // 0.99 SAR at 33% is 0.6633 SAR: rounds down to 66 halalas.
    expect(discountedHalalas(99, 33)).toBe(66);
    expect(discountedHalalas(1, 90)).toBe(0);
  });

  it('never rounds a price up past the undiscounted one, nor below zero', () => {
    for (let price = 0; price <= 2000; price += 7) {
      for (const discount of [0, 1, 5, 10, 33, 50, 90]) {
        const paid = discountedHalalas(price, discount);
        expect(Number.isInteger(paid)).toBe(true);
        expect(paid).toBeGreaterThanOrEqual(0);
        expect(paid).toBeLessThanOrEqual(price);
        expect(Math.abs(paid - (price * (100 - discount)) / 100)).toBeLessThanOrEqual(0.5);
      }
    }
  });
});

describe('platform pills', () => {
  it('shows handhelds and VR headsets under Console', () => {
    expect(platformTypesOf('console')).toEqual(['console', 'handheld', 'vr']);
    expect(platformTypesOf('Console')).toEqual(['console', 'handheld', 'vr']);
    expect(platformTypesOf('pc')).toEqual(['pc']);
    expect(platformTypesOf('mobile')).toEqual(['mobile']);
  });

  it('takes any other value as one platform type', () => {
    expect(platformTypesOf('handheld')).toEqual(['handheld']);
    expect(platformTypesOf('toString')).toEqual(['tostring']);
  });
});

describe('image files chosen in the browser', () => {
  it('accepts the four image types up to exactly 10 MB', () => {
    expect(imageFileError({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileError({ type: 'image/jpg', size: 1 })).toBeNull();
    expect(imageFileError({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses other types and one byte more than 10 MB with the spec messages', () => {
    expect(MAX_IMAGE_BYTES).toBe(10_485_760);
    expect(imageFileError({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(IMAGE_SIZE_MESSAGE);
    expect(imageFileError({ type: 'text/plain', size: 10 })).toBe(IMAGE_TYPE_MESSAGE);
    expect(imageFileError({ type: 'image/svg+xml', size: 10 })).toBe(IMAGE_TYPE_MESSAGE);
    expect(messageText(IMAGE_SIZE_MESSAGE)).toBe('Image size must be less than 10MB');
    expect(messageText(IMAGE_TYPE_MESSAGE)).toBe('Please select a valid image file (JPG, PNG, GIF, WebP)');
  });
});

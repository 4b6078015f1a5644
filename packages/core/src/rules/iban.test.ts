import { describe, expect, it } from 'vitest';
import { isValidIban } from './iban.js';

describe('IBAN', () => {
  it('accepts a Saudi IBAN with a correct checksum, with or without spaces', () => {
    expect(isValidIban('SA0380000000608010167519')).toBe(true);
    expect(isValidIban('sa03 8000 0000 6080 1016 7519')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
  });
  it('refuses a wrong checksum, a wrong Saudi length and garbage', () => {
    expect(isValidIban('SA0480000000608010167519')).toBe(false);
    expect(isValidIban('SA03800000006080101675')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { messageText } from '../messages.js';
import { filterPhoneInput, formatPhoneDisplay, normalizePhone, PHONE_INVALID_MESSAGE } from './phone.js';

describe('phone rules', () => {
  it.each([
    ['+966 50 123 4567', '+966501234567'],
    ['966-50-123-4567', '+966501234567'],
    ['(555) 123-4567', '+5551234567'],
    ['12345678', '+12345678'],
    ['123456789012345', '+123456789012345'],
  ])('normalises %s to %s', (input, expected) => expect(normalizePhone(input)).toBe(expected));

  it.each(['', '+', '0501234567', '1234567', '1234567890123456', '+96650abc4567', '++966501234567', '966 50 123 4567 ext 2'])(
    'refuses %j',
    (input) => expect(normalizePhone(input)).toBeNull(),
  );

  it('explains the rule with an international example', () => {
    expect(messageText(PHONE_INVALID_MESSAGE)).toMatch(/^Enter a valid international phone number .*\+966\d+/);
  });

  it('filters typing to digits and a leading +, at most 16 characters', () => {
    expect(filterPhoneInput('+966 (50) 12a3-4567')).toBe('+966501234567');
    expect(filterPhoneInput('12+34')).toBe('1234');
    expect(filterPhoneInput('+12345678901234567890')).toHaveLength(16);
  });

  it('shows ten digits as (XXX) XXX-XXXX and anything else as typed', () => {
    expect(formatPhoneDisplay('5551234567')).toBe('(555) 123-4567');
    expect(formatPhoneDisplay('+966501234567')).toBe('+966501234567');
  });
});

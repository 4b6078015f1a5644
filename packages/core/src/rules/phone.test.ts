import { describe, expect, it } from 'vitest';
import { messageText } from '../messages.js';
import { ZPhone, ZPhoneOrEmpty } from '../schemas/phone.js';
import { formatPhoneDisplay, formatPhoneInput, maskPhone, normalizePhone, PHONE_INVALID_MESSAGE, toAsciiDigits } from './phone.js';

const SAUDI = '+966551234567';

describe('normalizePhone', () => {
  it.each([
    '0551234567',
    '551234567',
    '+966551234567',
    '+966 55 123 4567',
    '00966551234567',
    '00 966 55 123 4567',
    '966551234567',
    '966 55 123 4567',
    '055-123-4567',
    '(055) 123 4567',
    '+966 (55) 123-4567',
    '055.123.4567',
    ' 0551234567 ',
    '٠٥٥١٢٣٤٥٦٧',
    '٠٥٥ ١٢٣ ٤٥٦٧',
    '+٩٦٦٥٥١٢٣٤٥٦٧',
    '٠٠٩٦٦٥٥١٢٣٤٥٦٧',
    '۰۵۵۱۲۳۴۵۶۷',
    '۵۵۱۲۳۴۵۶۷',
    '05٥1234٥67',
    '\u200e+966 55 123 4567\u200f',
    '055\u00a0123\u00a04567',
    '055–123–4567',
    '＋966551234567',
  ])('reads %j as the Saudi mobile +966551234567', (input) => expect(normalizePhone(input)).toBe(SAUDI));

  it.each([
    ['0114567890', '+966114567890'],
    ['+966 11 456 7890', '+966114567890'],
    ['0501234567', '+966501234567'],
    ['+966500000001', '+966500000001'],
  ])('reads the Saudi number %j as %s', (input, expected) => expect(normalizePhone(input)).toBe(expected));

  it.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    ['447911123456', '+447911123456'],
    ['+971 50 123 4567', '+971501234567'],
    ['00971501234567', '+971501234567'],
    ['+1 (202) 555-0143', '+12025550143'],
    ['+20 100 123 4567', '+201001234567'],
    ['+٤٤٧٩١١١٢٣٤٥٦', '+447911123456'],
  ])("keeps another country's number %j as %s", (input, expected) => expect(normalizePhone(input)).toBe(expected));

  it.each([
    '',
    '   ',
    '+',
    '0',
    '055123',
    '05512345',
    '05512345678',
    '12345678',
    '+1 555 123 4567',
    '+999 123 456 789',
    '0551234567 ext 2',
    '055123456a',
    '++966551234567',
    '966+551234567',
    '+966 55 123 4567 8901 2345',
    'phone',
    '٠٥٥١٢٣٤٥٦٧٨٩٠١٢٣٤٥',
    '<script>0551234567</script>',
  ])('refuses %j', (input) => expect(normalizePhone(input)).toBeNull());

  it('explains the rule with a local and an international example', () => {
    expect(messageText(PHONE_INVALID_MESSAGE)).toBe('Enter a valid phone number, such as 0501234567 or +966501234567');
  });
});

describe('phone schemas', () => {
  it('turn every spelling into E.164 and refuse junk with the phone message key', () => {
    expect(ZPhone.parse('٠٥٥١٢٣٤٥٦٧')).toBe(SAUDI);
    const refused = ZPhone.safeParse('055 12');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('validation.phoneInvalid');
    expect(ZPhone.safeParse('').error?.issues[0]?.message).toBe('validation.phoneRequired');
  });

  it('let an optional phone stay empty', () => {
    expect(ZPhoneOrEmpty.parse('')).toBe('');
    expect(ZPhoneOrEmpty.parse(' 0551234567 ')).toBe(SAUDI);
    expect(ZPhoneOrEmpty.safeParse('12').error?.issues[0]?.message).toBe('validation.phoneInvalid');
  });
});

describe('toAsciiDigits', () => {
  it('turns Arabic-Indic and Persian digits into ASCII and leaves the rest', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ abc')).toBe('0123456789 0123456789 abc');
  });
});

describe('formatPhoneInput', () => {
  it.each([
    ['0', '0'],
    ['055', '055'],
    ['0551', '055 1'],
    ['055123', '055 123'],
    ['0551234567', '055 123 4567'],
    ['٠٥٥١٢٣٤٥٦٧', '055 123 4567'],
    ['۰۵۵۱۲۳', '055 123'],
    ['055-123-4567', '055 123 4567'],
    ['(055) 1234567', '055 123 4567'],
    ['+', '+'],
    ['+9665', '+966 5'],
    ['+966551234567', '+966 55 123 4567'],
    ['00966551234567', '00 966 55 123 4567'],
    ['966551234567', '966 55 123 4567'],
    ['+447911123456', '+44 7911 123456'],
    ['055abc12', '055 12'],
    ['12+34', '1234'],
    ['', ''],
  ])('shows %j as %j', (typed, shown) => expect(formatPhoneInput(typed)).toBe(shown));

  it('keeps what it shows a number that normalises to the same phone', () => {
    for (const typed of ['٠٥٥١٢٣٤٥٦٧', '00966551234567', '+966551234567', '966551234567'])
      expect(normalizePhone(formatPhoneInput(typed))).toBe(SAUDI);
  });

  it('stops at 17 digits', () => {
    expect(formatPhoneInput('1'.repeat(30)).replace(/\D/g, '')).toHaveLength(17);
  });
});

describe('formatPhoneDisplay', () => {
  it('shows Saudi numbers the local way and others internationally', () => {
    expect(formatPhoneDisplay(SAUDI)).toBe('055 123 4567');
    expect(formatPhoneDisplay('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhoneDisplay('not a phone')).toBe('not a phone');
  });
});

describe('maskPhone', () => {
  it('shows only the last three digits', () => {
    expect(maskPhone(SAUDI)).toBe('•••••••••567');
  });
});

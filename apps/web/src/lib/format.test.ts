import { afterEach, describe, expect, it } from 'vitest';
import { visible } from '@/test/text';
import { formatDate, formatDateTime, formatNumber, formatSar, setDisplayTimeZone } from './format';

afterEach(() => setDisplayTimeZone(undefined));

describe('formatSar', () => {
  it('shows whole riyals without decimals, in English and in Arabic-Indic digits', () => {
    expect(visible(formatSar(2099, 'en'))).toBe('SAR 2,099');
    expect(visible(formatSar(2099, 'ar'))).toBe('٢٬٠٩٩ ر.س.');
  });

  it('shows two decimals when there are halalas', () => {
    expect(visible(formatSar(12.5, 'en'))).toBe('SAR 12.50');
    expect(visible(formatSar(12.5, 'ar'))).toBe('١٢٫٥٠ ر.س.');
    expect(visible(formatSar(0.1 + 0.2, 'en'))).toBe('SAR 0.30');
  });

  it('rounds to the halala before deciding, so an amount that rounds to whole riyals shows none', () => {
    expect(visible(formatSar(2099.999, 'en'))).toBe('SAR 2,100');
    expect(visible(formatSar(0, 'en'))).toBe('SAR 0');
  });
});

describe('formatNumber', () => {
  it('groups digits, in Arabic-Indic digits in Arabic', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'ar')).toBe('١٬٢٣٤٬٥٦٧');
  });
});

describe('dates', () => {
  // 22:30 on 1 March in UTC is already 01:30 on 2 March in Riyadh (UTC+3).
  const lateEvening = '2026-03-01T22:30:00Z';

  it('shows the day in the display time zone', () => {
    setDisplayTimeZone('Asia/Riyadh');
    expect(formatDate(lateEvening, 'en')).toBe('Mar 2, 2026');
    setDisplayTimeZone('UTC');
    expect(formatDate(lateEvening, 'en')).toBe('Mar 1, 2026');
    expect(formatDate(new Date(lateEvening), 'en')).toBe('Mar 1, 2026');
  });

  it('shows the date and time in Arabic with Arabic-Indic digits', () => {
    setDisplayTimeZone('Asia/Riyadh');
    expect(visible(formatDate(lateEvening, 'ar'))).toBe('٠٢/٠٣/٢٠٢٦');
    expect(visible(formatDateTime(lateEvening, 'ar'))).toBe('٠٢/٠٣/٢٠٢٦، ١:٣٠ ص');
  });

  it('shows the time of day in the display time zone in English', () => {
    setDisplayTimeZone('Asia/Riyadh');
    expect(visible(formatDateTime(lateEvening, 'en'))).toBe('Mar 2, 2026, 1:30 AM');
    setDisplayTimeZone('America/New_York');
    expect(visible(formatDateTime(lateEvening, 'en'))).toBe('Mar 1, 2026, 5:30 PM');
  });
});

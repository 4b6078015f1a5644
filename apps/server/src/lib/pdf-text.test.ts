import { describe, expect, it } from 'vitest';
import { PDF_FONTS, visualRuns } from './pdf-text.js';

describe('text for PDF invoices', () => {
  it('keeps Latin text in one Helvetica run', () => {
    expect(visualRuns('Xbox Series X 1TB')).toEqual([{ text: 'Xbox Series X 1TB', font: PDF_FONTS.latin }]);
  });

  it('puts Arabic runs in drawing order, numbers inside them in their own order', () => {
    const runs = visualRuns('فيفا 24 نسخة عربية');
    expect(runs.map((r) => r.text)).toEqual(['عربية', ' ', 'نسخة', ' ', '24', ' ', 'فيفا']);
    expect(runs.map((r) => r.font)).toEqual([
      PDF_FONTS.arabic,
      PDF_FONTS.latin,
      PDF_FONTS.arabic,
      PDF_FONTS.latin,
      PDF_FONTS.latin,
      PDF_FONTS.latin,
      PDF_FONTS.arabic,
    ]);
  });

  it('keeps a Latin word inside Arabic left to right, and bold uses the bold faces', () => {
    const runs = visualRuns('بلايستيشن PS5 Pro جديد', { bold: true });
    expect(runs.map((r) => r.text)).toEqual(['جديد', ' ', 'PS5 Pro', ' ', 'بلايستيشن']);
    expect(runs.map((r) => r.font)).toEqual([
      PDF_FONTS.arabicBold,
      PDF_FONTS.latinBold,
      PDF_FONTS.latinBold,
      PDF_FONTS.latinBold,
      PDF_FONTS.arabicBold,
    ]);
  });
});

import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadDictionaries } from '@/lib/i18n';
import { ListingStatusPill } from './listing-status-pill';

// The listing words come with the signed-in screens' dictionary group, as app/router.tsx loads it.
beforeAll(() => loadDictionaries(['app']));
afterEach(() => changeLanguage('en'));

const LABELS = [
  ['draft', 'Draft', 'مسودة'],
  ['pending_review', 'Pending review', 'قيد المراجعة'],
  ['active', 'Active', 'نشط'],
  ['rejected', 'Rejected', 'مرفوض'],
  ['inactive', 'Inactive', 'غير نشط'],
  ['sold', 'Sold', 'مُباع'],
  ['cancelled', 'Canceled', 'ملغى'],
] as const;

describe('ListingStatusPill', () => {
  it.each(LABELS)('shows %s as "%s" in English and "%s" in Arabic', async (status, english, arabic) => {
    const { rerender } = render(<ListingStatusPill status={status} />);
    expect(screen.getByText(english)).toBeTruthy();
    await changeLanguage('ar');
    rerender(<ListingStatusPill status={status} />);
    expect(screen.getByText(arabic)).toBeTruthy();
    expect(screen.queryByText(english)).toBeNull();
  });

  it('shows an unknown status as it is', () => {
    render(<ListingStatusPill status="archived" />);
    expect(screen.getByText('archived')).toBeTruthy();
  });
});

import type { TWalletSummaryView } from '@gamesouq/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadDictionaries } from '@/lib/i18n';
import { visible } from '@/test/text';
import type { Transaction } from '../api/get-transactions';
import { WalletOverview } from './wallet-overview';

const wallet = (view: 'buyer' | 'seller'): TWalletSummaryView => ({
  view,
  buyer: { inEscrow: 350, escrowOrders: 2, refundsPending: 120, refundOrders: 1, spentThisMonth: 1899 },
  availableBalance: 250,
  pendingBalance: 400,
  heldBalance: 0,
  totalEarnings: 5000,
  averageOrderValue: 125,
  currency: 'SAR',
  ordersCount: 40,
  receivedCount: 38,
  withdrawalRequests: 3,
});
const purchase: Transaction = {
  id: 'e1',
  type: 'purchase',
  amount: -350,
  description: 'Purchase of order #100001',
  created_at: '2026-11-20T10:00:00.000Z',
  order_id: 'o1',
  reference: 'o1',
  status: 'completed',
};

const open = (view: 'buyer' | 'seller') => {
  const noop = () => undefined;
  render(
    <MemoryRouter>
      <WalletOverview
        wallet={wallet(view)}
        recent={[purchase]}
        onAddFunds={noop}
        onWithdraw={noop}
        onShowTransactions={noop}
        onDownloadStatement={noop}
        onRefresh={noop}
        isRefreshing={false}
      />
    </MemoryRouter>,
  );
  return within(screen.getByRole('list', { name: /Balances|الأرصدة/ }));
};
const cards = (list: ReturnType<typeof open>) => list.getAllByRole('listitem').map((card) => visible(card.textContent ?? ''));

describe('the wallet overview', () => {
  beforeAll(() => loadDictionaries(['wallet', 'orders']));
  afterEach(() => changeLanguage('en'));

  it("shows a buyer their orders' escrow, refunds, spending and recent movements, no sales statistics", () => {
    const balances = open('buyer');
    expect(cards(balances)).toEqual([
      expect.stringContaining('Available Balance'),
      'Held in escrowSAR 350For 2 orders on their way to you',
      'Refunds being decidedSAR 1201 open dispute',
      'Spent this monthSAR 1,899',
    ]);
    expect(screen.queryByText('Total Earnings')).toBeNull();
    expect(screen.queryByText('Average Order Value')).toBeNull();
    expect(screen.queryByText('Sales Statistics')).toBeNull();
    const recent = screen.getByRole('region', { name: 'Recent transactions' });
    expect(within(recent).getByText('View order')).toBeTruthy();
  });

  it('keeps the sales statistics for a seller', () => {
    const balances = open('seller');
    expect(cards(balances).map((text) => text.split('SAR')[0])).toEqual([
      'Available Balance',
      'Pending Balance',
      'Total Earnings',
      'Average Order Value',
    ]);
    expect(screen.getByRole('heading', { name: 'Sales Statistics' })).toBeTruthy();
    expect(screen.queryByText('Recent transactions')).toBeNull();
  });

  it('speaks Arabic to a buyer', async () => {
    await changeLanguage('ar');
    const balances = open('buyer');
    const texts = cards(balances).join(' | ');
    expect(texts).toContain('محجوز في الضمان');
    expect(texts).toContain('لطلبين في الطريق إليك');
    expect(texts).toContain('نزاع مفتوح واحد');
    expect(texts).toContain('مصروفاتك هذا الشهر');
    expect(screen.getByRole('heading', { name: 'آخر العمليات' })).toBeTruthy();
  });
});

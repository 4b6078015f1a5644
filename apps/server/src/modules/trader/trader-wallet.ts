import {
  CURRENCY,
  type DashboardPeriod,
  type TTraderWalletReply,
  type TTraderWithdrawReply,
  WITHDRAWAL_MAX_SAR,
  WITHDRAWAL_MIN_SAR,
} from '@gamesouq/core';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findProfile } from '../users/index.js';
import { requestWithdrawal, walletBalance, walletTransactions, withdrawalHistory } from '../wallet/index.js';
import { periodStart } from './periods.js';

/** Bank transfers of approved withdrawals take this long (seller §9, trader wallet). */
const PROCESSING_TIME = '3-5 business days';

/** The trader wallet (seller §3): balance, the period's movements and the withdrawal limits, from the ledger. */
export async function traderWallet(
  db: Db,
  { userId, period }: { userId: string; period: DashboardPeriod | 'all' },
): Promise<Omit<TTraderWalletReply, 'success'>> {
  const since = period === 'all' ? undefined : periodStart(period);
  const [balance, transactions, withdrawals, profile] = await Promise.all([
    walletBalance(db, userId),
    walletTransactions(db, { userId, since }),
    withdrawalHistory(db, userId),
    findProfile(db, userId),
  ]);
  return {
    balance: { available: balance.available, pending: balance.pending, held: balance.held, currency: CURRENCY },
    transactions: transactions.map((t) => ({
      id: t.id,
      type: t.type,
      description: t.description,
      timestamp: t.created_at,
      amount: t.amount,
      currency: CURRENCY,
      status: t.status,
      order_id: t.order_id,
      reference: t.reference,
    })),
    withdrawals,
    withdrawalInfo: {
      minAmount: WITHDRAWAL_MIN_SAR,
      maxAmount: WITHDRAWAL_MAX_SAR,
      processingTime: PROCESSING_TIME,
      iban: profile.iban,
      bankName: profile.bankName,
    },
  };
}

/** A withdrawal to the bank account of the trader's profile; the amount limits are checked by the request schema. */
export async function traderWithdraw(tx: Tx, { userId, amount }: { userId: string; amount: number }): Promise<TTraderWithdrawReply> {
  const profile = await findProfile(tx, userId);
  if (!profile.iban) throw new AppError('BANK_DETAILS_REQUIRED');
  const accountInfo = [profile.bankName, profile.accountHolderName, profile.iban].filter(Boolean).join(' · ');
  const payout = { iban: profile.iban, holderName: profile.accountHolderName, bankName: profile.bankName };
  const result = await requestWithdrawal(tx, { userId, amount, description: 'Withdrawal to bank account', accountInfo, payout });
  return { ...result, success: true, message: 'Withdrawal request submitted successfully!' };
}

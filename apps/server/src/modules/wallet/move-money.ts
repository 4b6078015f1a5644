import { halalasToSar, maskNumber, sarToHalalas, type TDepositReply, type TWithdrawReply } from '@gamesouq/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { Card, PaymentProvider } from '../../lib/payments.js';
import { recordEvent } from '../events/record-event.js';
import { balancesOf, platformAccount, post, userAccount } from './ledger.js';
import { withdrawals } from './tables.js';

/**
 * Add Funds: the card is charged and the wallet credited from the platform's external account. The caller's
 * transaction may be retried (serialization failure, deadlock): `chargeKey` is fixed outside the retries, so the
 * provider answers a retry with the first charge instead of charging again, and the credit happens once, in the
 * transaction that commits.
 */
export async function deposit(
  tx: Tx,
  {
    userId,
    amount,
    description,
    card,
    payments,
    chargeKey,
  }: { userId: string; amount: number; description: string; card: Card; payments: PaymentProvider; chargeKey: string },
): Promise<TDepositReply> {
  const amountHalalas = sarToHalalas(amount);
  const { reference } = await payments.charge({ amountHalalas, card, description, idempotencyKey: chargeKey });
  await post(tx, {
    kind: 'deposit',
    userId,
    reference,
    description: description || 'Wallet top-up',
    meta: { card: maskNumber(card.cardNumber) },
    lines: [
      { account: platformAccount('external'), amount: -amountHalalas },
      { account: userAccount(userId, 'available'), amount: amountHalalas },
    ],
  });
  const balances = await balancesOf(tx, userId);
  return { success: true, message: 'Funds added successfully', reference, availableBalance: halalasToSar(balances.available) };
}

/** Masks anything that looks like a card, IBAN or account number before it is stored. */
function maskAccountInfo(info: string) {
  return info.replace(/[A-Z]{2}\d{2}[\dA-Z ]{8,}|\d[\d -]{7,}\d/gi, (match) => maskNumber(match));
}

/** A withdrawal request moves the amount from available to held until an admin decides. */
export async function requestWithdrawal(
  tx: Tx,
  { userId, amount, description, accountInfo }: { userId: string; amount: number; description: string; accountInfo: string },
): Promise<TWithdrawReply> {
  const amountHalalas = sarToHalalas(amount);
  const id = newId();
  await tx.insert(withdrawals).values({ id, userId, amountHalalas, description, accountInfo: maskAccountInfo(accountInfo) });
  await post(tx, {
    kind: 'withdrawal_request',
    userId,
    withdrawalId: id,
    reference: id,
    description: description || 'Withdrawal request',
    lines: [
      { account: userAccount(userId, 'available'), amount: -amountHalalas },
      { account: userAccount(userId, 'held'), amount: amountHalalas },
    ],
  });
  return {
    success: true,
    message: 'Withdrawal request submitted successfully and is pending admin approval',
    id,
    status: 'pending',
  };
}

/**
 * An admin's decision: approval pays the held money out; rejection returns it to available with the reason.
 * The row lock makes parallel decisions on one request end in one outcome.
 */
export async function decideWithdrawals(
  tx: Tx,
  { ids, adminId, decision, reason }: { ids: string[]; adminId: string; decision: 'approve' | 'reject'; reason?: string },
) {
  const rows = await tx.select().from(withdrawals).where(inArray(withdrawals.id, ids)).orderBy(withdrawals.id).for('update');
  if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND', 'errors.withdrawalNotFound');
  if (rows.some((row) => row.status !== 'pending')) throw new AppError('WITHDRAWAL_NOT_PENDING');
  for (const row of rows) {
    const held = userAccount(row.userId, 'held');
    await post(tx, {
      kind: decision === 'approve' ? 'withdrawal' : 'withdrawal_refund',
      userId: row.userId,
      withdrawalId: row.id,
      reference: row.id,
      description: decision === 'approve' ? 'Withdrawal paid out' : `Withdrawal rejected: ${reason}`,
      lines:
        decision === 'approve'
          ? [
              { account: held, amount: -row.amountHalalas },
              { account: platformAccount('external'), amount: row.amountHalalas },
            ]
          : [
              { account: held, amount: -row.amountHalalas },
              { account: userAccount(row.userId, 'available'), amount: row.amountHalalas },
            ],
    });
    await tx
      .update(withdrawals)
      .set({
        status: decision === 'approve' ? 'approved' : 'rejected',
        rejectionReason: decision === 'reject' ? (reason ?? null) : null,
        decidedBy: adminId,
        decidedAt: sql`now()`,
      })
      .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, 'pending')));
  }
  await recordEvent(tx, { type: 'withdrawals_decided', withdrawalIds: rows.map((row) => row.id) });
  return rows.map((row) => ({ id: row.id, userId: row.userId, amount: halalasToSar(row.amountHalalas) }));
}

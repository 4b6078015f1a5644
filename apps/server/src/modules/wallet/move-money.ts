import { halalasToSar, isValidIban, maskNumber, normalizeIban, sarToHalalas, type TWithdrawReply } from '@gamesouq/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { recordEvent } from '../events/index.js';
import { platformAccount, post, userAccount } from './ledger.js';
import { withdrawals } from './tables.js';
import { withdrawalSnapshots } from './withdrawal-snapshots.js';

/** Masks anything that looks like a card, IBAN or account number before it is stored. */
function maskAccountInfo(info: string) {
  return info.replace(/[A-Z]{2}\d{2}[\dA-Z ]{8,}|\d[\d -]{7,}\d/gi, (match) => maskNumber(match));
}

/** The first valid IBAN written in free text, so that a request typed by hand can be paid from the bank's file too. */
function ibanIn(info: string) {
  for (const match of info.toUpperCase().matchAll(/[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}/g)) {
    const iban = normalizeIban(match[0]);
    if (isValidIban(iban)) return iban;
  }
  return null;
}

export type Payout = { iban: string; holderName: string | null; bankName: string | null };

/**
 * A withdrawal request moves the amount from available to held until an admin decides. The lists see the details
 * masked; the full IBAN (the profile's, or one found in the text) is kept for the admin who pays.
 */
export async function requestWithdrawal(
  tx: Tx,
  {
    userId,
    amount,
    description,
    accountInfo,
    payout,
  }: { userId: string; amount: number; description: string; accountInfo: string; payout?: Payout },
): Promise<TWithdrawReply> {
  const amountHalalas = sarToHalalas(amount);
  const id = newId();
  const iban = payout?.iban ?? ibanIn(accountInfo);
  await tx.insert(withdrawals).values({
    id,
    userId,
    amountHalalas,
    description,
    accountInfo: maskAccountInfo(accountInfo),
    payoutIban: iban,
    payoutHolderName: payout?.holderName || null,
    payoutBankName: payout?.bankName || null,
  });
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
  {
    ids,
    actor,
    decision,
    reason,
    transferReference,
  }: { ids: string[]; actor: Actor; decision: 'approve' | 'reject'; reason?: string; transferReference?: string },
) {
  if (decision === 'approve' && !transferReference)
    throw new AppError('VALIDATION_FAILED', 'validation.transferReferenceRequired', {
      fields: { transfer_reference: 'validation.transferReferenceRequired' },
    });
  const rows = await tx.select().from(withdrawals).where(inArray(withdrawals.id, ids)).orderBy(withdrawals.id).for('update');
  if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND', 'errors.withdrawalNotFound');
  if (rows.some((row) => row.status !== 'pending')) throw new AppError('WITHDRAWAL_NOT_PENDING');
  const before = await withdrawalSnapshots(tx, ids);
  for (const row of rows) {
    const held = userAccount(row.userId, 'held');
    await post(tx, {
      kind: decision === 'approve' ? 'withdrawal' : 'withdrawal_refund',
      userId: row.userId,
      withdrawalId: row.id,
      reference: row.id,
      description: decision === 'approve' ? 'Withdrawal paid out' : `Withdrawal rejected: ${reason}`,
      meta: decision === 'approve' ? { transferReference } : {},
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
        transferReference: decision === 'approve' ? (transferReference ?? null) : null,
        decidedBy: actor.userId,
        decidedAt: sql`now()`,
      })
      .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, 'pending')));
  }
  await recordEvent(tx, { type: 'withdrawals_decided', withdrawalIds: rows.map((row) => row.id) });
  const after = await withdrawalSnapshots(tx, ids);
  await recordAudit(
    tx,
    actor,
    after.map((row) => ({
      action: `withdrawals.${decision}`,
      entityType: 'withdrawal',
      entityId: row.id,
      before: before.find((b) => b.id === row.id),
      after: row,
    })),
  );
  return rows.map((row) => ({ id: row.id, userId: row.userId, amount: halalasToSar(row.amountHalalas) }));
}

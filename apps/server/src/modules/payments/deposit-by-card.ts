import { halalasToSar, sarToHalalas, type TDepositReply } from '@gamesouq/core';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { idempotent, RETRY_WINDOW_SECONDS } from '../../lib/idempotency.js';
import { balancesOf } from '../wallet/index.js';
import { paymentSetupOf } from './payment-setup.js';
import type { SandboxCard } from './sandbox-gateway.js';
import { settlePayment } from './settle-payment.js';
import { insertPayment } from './start-payment.js';

type CardFields = { cardNumber: string; expiry: string; cvv: string; cardHolder: string };

const declineReason = (message: string | null) =>
  message === 'DECLINED: EXPIRED CARD'
    ? 'errors.cardExpired'
    : message === 'DECLINED: UNKNOWN TEST CARD'
      ? 'errors.sandboxCardOnly'
      : 'errors.CARD_DECLINED';

/**
 * The spec's Add Funds with card fields, which only the sandbox takes (a real gateway's card form is its own page):
 * the `initiated` payment first (with the request's idempotency key, so a repeat finds it), then the charge, then the
 * settlement, each committed on its own. A crash between charge and settlement leaves a paid gateway payment that the
 * reconciling job settles.
 */
export async function depositByCard(
  db: Db,
  {
    userId,
    amount,
    description,
    card,
    keyed,
  }: { userId: string; amount: number; description: string; card: CardFields; keyed: { key: string | undefined; body: unknown } },
): Promise<TDepositReply> {
  const { sandbox } = paymentSetupOf(db);
  if (!sandbox) throw new AppError('BAD_REQUEST', 'errors.cardOnGatewayPage');
  const amountHalalas = sarToHalalas(amount);
  const { result: payment } = await idempotent(
    db,
    { userId, key: keyed.key, route: 'deposit', body: keyed.body, repeatWindowSeconds: RETRY_WINDOW_SECONDS },
    (tx) =>
      insertPayment(tx, {
        userId,
        purpose: 'deposit',
        subjectId: userId,
        amountHalalas,
        method: 'creditcard',
        description: description || 'Wallet top-up',
        returnPath: '/wallet',
        language: 'en',
        provider: 'sandbox',
      }),
  );
  await sandbox.provider.create({
    paymentId: payment.id,
    amountHalalas,
    currency: payment.currency,
    method: 'creditcard',
    description,
    callbackUrl: '',
    language: 'en',
  });
  const [month, year] = card.expiry.split('/').map(Number);
  const sandboxCard: SandboxCard = { number: card.cardNumber, name: card.cardHolder, month: month ?? 0, year: year ?? 0, cvc: card.cvv };
  await sandbox.chargeCard(payment.id, sandboxCard);
  const { payment: settled } = await settlePayment(db, payment.id, { gatewayPaymentId: payment.id });
  if (settled?.status === 'failed') throw new AppError('CARD_DECLINED', declineReason(settled.failureMessage));
  if (settled?.status !== 'paid') throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
  const balances = await balancesOf(db, userId);
  return { success: true, message: 'Funds added successfully', reference: payment.id, availableBalance: halalasToSar(balances.available) };
}

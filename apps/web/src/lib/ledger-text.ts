import type { TFunction } from '@/lib/i18n';

type Render = (match: RegExpMatchArray, t: TFunction) => string;

/**
 * The wordings that the server (ledger movements, a trader's withdrawal) and the wallet (a card withdrawal's account)
 * store in English with each movement, mapped back to their translation keys; the English texts of wallet.ledger
 * are these same wordings.
 */
const WORDINGS: [RegExp, Render][] = [
  [/^Wallet top-up$/, (_, t) => t('wallet.ledger.topUp')],
  [/^Withdrawal request$/, (_, t) => t('wallet.ledger.withdrawalRequest')],
  [/^Withdrawal paid out$/, (_, t) => t('wallet.ledger.paidOut')],
  [/^Withdrawal to bank account$/, (_, t) => t('wallet.ledger.toBank')],
  [/^Withdrawal rejected: (.*)$/s, ([, reason], t) => t('wallet.ledger.rejected', { reason })],
  [/^Payment for order #(\d+)$/, ([, number], t) => t('wallet.ledger.payment', { number })],
  [/^Refund for order #(\d+): (.*)$/s, ([, number, reason], t) => t('wallet.ledger.refund', { number, reason })],
  [/^Funds released for order #(\d+)$/, ([, number], t) => t('wallet.ledger.released', { number })],
  [/^Partial refund for order #(\d+)$/, ([, number], t) => t('wallet.ledger.partialRefund', { number })],
  [/^Card •••• (\d{4}) \((.*)\)$/s, ([, last4, holder], t) => t('wallet.ledger.card', { last4, holder })],
];

/** A stored description or account line in the reader's language; a user's own words are shown as they are. */
export function ledgerText(t: TFunction, text: string): string {
  for (const [pattern, render] of WORDINGS) {
    const match = text.match(pattern);
    if (match) return render(match, t);
  }
  return text;
}

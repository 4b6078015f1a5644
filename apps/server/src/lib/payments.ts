import { SANDBOX_CARD_DECLINED, SANDBOX_CARD_SUCCESS } from '@gamesouq/core';
import { AppError } from './app-error.js';
import { newId } from './ids.js';

export type Card = { cardNumber: string; expiry: string; cvv: string; cardHolder: string };

/** Charges a card; a real gateway (Moyasar, HyperPay, Tap) plugs in behind the same interface. */
export type PaymentProvider = { charge(args: { amountHalalas: number; card: Card; description: string }): Promise<{ reference: string }> };

/**
 * The sandbox of design §5: the well-known test cards, and nothing else, so that Add Funds works end to end
 * without moving real money. Card numbers are never stored.
 */
export const sandboxPayments: PaymentProvider = {
  async charge({ card }) {
    const [month, year] = card.expiry.split('/').map(Number);
    const expiresAt = new Date(2000 + (year ?? 0), month ?? 0, 1);
    if (expiresAt.getTime() <= Date.now()) throw new AppError('CARD_DECLINED', 'Your card has expired.');
    if (card.cardNumber === SANDBOX_CARD_SUCCESS) return { reference: `sandbox_${newId()}` };
    if (card.cardNumber === SANDBOX_CARD_DECLINED) throw new AppError('CARD_DECLINED');
    throw new AppError('CARD_DECLINED', 'The sandbox accepts only the test card 4242 4242 4242 4242.');
  },
};

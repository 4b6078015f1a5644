import { createHash } from 'node:crypto';
import { SANDBOX_CARD_DECLINED, SANDBOX_CARD_SUCCESS } from '@gamesouq/core';
import { AppError } from './app-error.js';

export type Card = { cardNumber: string; expiry: string; cvv: string; cardHolder: string };

export type ChargeRequest = {
  amountHalalas: number;
  card: Card;
  description: string;
  /**
   * The provider's idempotency key: a second charge with the same key returns the first charge and moves no money
   * (Moyasar `given_id`, Tap and HyperPay merchant references work this way); the same key with another amount is refused.
   */
  idempotencyKey: string;
};

/** Charges a card; a real gateway (Moyasar, HyperPay, Tap) plugs in behind the same interface. */
export type PaymentProvider = { charge(request: ChargeRequest): Promise<{ reference: string }> };

/** Successful sandbox charges by idempotency key, oldest first; bounded, as a gateway forgets keys after a while. */
const sandboxCharges = new Map<string, Promise<{ reference: string; amountHalalas: number }>>();
const MAX_REMEMBERED = 10_000;

/** How many charges the sandbox made under `idempotencyKey` (0 or 1): what a gateway's dashboard would list. */
export async function sandboxChargeOf(idempotencyKey: string) {
  return (await sandboxCharges.get(idempotencyKey)?.catch(() => undefined)) ?? null;
}

async function sandboxCharge({ amountHalalas, card }: ChargeRequest, key: string) {
  const [month, year] = card.expiry.split('/').map(Number);
  const expiresAt = new Date(2000 + (year ?? 0), month ?? 0, 1);
  if (expiresAt.getTime() <= Date.now()) throw new AppError('CARD_DECLINED', 'errors.cardExpired');
  if (card.cardNumber === SANDBOX_CARD_DECLINED) throw new AppError('CARD_DECLINED');
  if (card.cardNumber !== SANDBOX_CARD_SUCCESS) {
    throw new AppError('CARD_DECLINED', 'errors.sandboxCardOnly');
  }
  const reference = `sandbox_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
  return { reference, amountHalalas };
}

/**
 * The sandbox of design §5: the well-known test cards, and nothing else, so that Add Funds works end to end
 * without moving real money. Card numbers are never stored. Like a real gateway it deduplicates by idempotency key:
 * concurrent and repeated charges with one key are one charge.
 */
export const sandboxPayments: PaymentProvider = {
  async charge(request) {
    const key = request.idempotencyKey;
    let charge = sandboxCharges.get(key);
    if (!charge) {
      charge = sandboxCharge(request, key);
      sandboxCharges.set(key, charge);
      // A declined card is no charge: the key may be tried again.
      charge.catch(() => sandboxCharges.delete(key));
      if (sandboxCharges.size > MAX_REMEMBERED) sandboxCharges.delete(sandboxCharges.keys().next().value!);
    }
    const { reference, amountHalalas } = await charge;
    if (amountHalalas !== request.amountHalalas) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { reference };
  },
};

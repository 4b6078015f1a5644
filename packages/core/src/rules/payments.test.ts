import { describe, expect, it } from 'vitest';
import { ZDepositRequest } from '../schemas/wallet.js';
import { PAYMENT_RETURN_PATH, paymentFailureReason, sandboxCardOutcome } from './payments.js';

describe('the sandbox test cards', () => {
  it("answers Moyasar's documented outcomes, spaces ignored, and declines any other number", () => {
    expect(sandboxCardOutcome('4201 3201 1111 1010')).toEqual({ status: 'paid', message: 'APPROVED' });
    expect(sandboxCardOutcome('4201320000311101')).toEqual({ status: 'failed', message: 'INSUFFICIENT FUNDS' });
    expect(sandboxCardOutcome('4123450131000508')).toMatchObject({ status: 'failed', failsThreeDSecure: true });
    expect(sandboxCardOutcome('4242424242424242').status).toBe('paid');
    expect(sandboxCardOutcome('4000000000000002').status).toBe('failed');
    expect(sandboxCardOutcome('5555555555554444')).toEqual({ status: 'failed', message: 'DECLINED: UNKNOWN TEST CARD' });
  });
});

describe('Add Funds requests', () => {
  it('needs the card fields without a method, and only the method with one', () => {
    const card = ZDepositRequest.safeParse({ amount: 10 });
    expect(card.success).toBe(false);
    expect(card.error?.issues.map((issue) => issue.message)).toEqual([
      'validation.cardNumberRequired',
      'validation.expiryRequired',
      'validation.cvvRequired',
      'validation.cardHolderRequired',
    ]);
    expect(ZDepositRequest.parse({ amount: 10, method: 'stcpay' })).toMatchObject({
      method: 'stcpay',
      returnPath: '/wallet/return',
      card: undefined,
    });
    const withCard = ZDepositRequest.parse({
      amount: 10,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvv: '123',
      cardHolder: 'A B',
    });
    expect(withCard.card).toEqual({ cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'A B' });
  });

  it('sends the browser back only to a path of this site', () => {
    for (const path of ['/wallet/return', '/checkout/return']) expect(PAYMENT_RETURN_PATH.test(path)).toBe(true);
    for (const path of ['//evil.example', 'https://evil.example/x', '/wallet/../x', '/wallet?x=1', '/'])
      expect(PAYMENT_RETURN_PATH.test(path)).toBe(false);
  });
});

describe('the reason of a failed payment', () => {
  it('turns the gateway’s documented messages into keys the screens translate', () => {
    expect(paymentFailureReason('INSUFFICIENT FUNDS')).toBe('insufficientFunds');
    expect(paymentFailureReason('DECLINED: EXPIRED CARD')).toBe('expiredCard');
    expect(paymentFailureReason('DECLINED: STOLEN CARD')).toBe('lostOrStolenCard');
    expect(paymentFailureReason('DECLINED: EXCEEDS WITHDRAWAL LIMIT')).toBe('limitExceeded');
    expect(paymentFailureReason('3-D Secure transaction attempt failed')).toBe('threeDSecureFailed');
    expect(paymentFailureReason('Invalid OTP')).toBe('invalidCode');
    expect(paymentFailureReason('Allowed time frame for transaction has been expired')).toBe('timedOut');
    expect(paymentFailureReason('Canceled by the payer')).toBe('canceled');
    expect(paymentFailureReason('UNSPECIFIED FAILURE')).toBe('declined');
    expect(paymentFailureReason(null)).toBe('declined');
  });
});

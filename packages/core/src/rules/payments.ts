/** How a buyer pays through the gateway (issue 15): mada and Visa/Mastercard cards, Apple Pay and STC Pay. */
export const PAYMENT_METHODS = ['mada', 'creditcard', 'applepay', 'stcpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A payment's life in our books: `initiated` until the gateway's answer is verified, then `paid` or `failed`;
 * `expired` when the buyer never finished; refunds make it `partially_refunded` or `refunded`.
 */
export const PAYMENT_STATUSES = ['initiated', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a payment is for: topping up the wallet (Add Funds), or paying the orders of a checkout. */
export const PAYMENT_PURPOSES = ['deposit', 'checkout'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** Web paths the browser may be sent back to after the gateway (`<returnPath>?payment=<id>`). */
export const PAYMENT_RETURN_PATH = /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

export type SandboxCardOutcome = {
  status: 'paid' | 'failed';
  /** The gateway's message, as its documentation lists it. */
  message: string;
  /** Fails at the 3-D Secure step rather than at authorization. */
  failsThreeDSecure?: boolean;
};

const approved: SandboxCardOutcome = { status: 'paid', message: 'APPROVED' };
const declined = (message: string): SandboxCardOutcome => ({ status: 'failed', message });
const threeDSecureFailure: SandboxCardOutcome = {
  status: 'failed',
  message: '3-D Secure transaction attempt failed',
  failsThreeDSecure: true,
};

/**
 * The sandbox gateway's test cards: Moyasar's documented test numbers (mada, Visa, Mastercard) with their documented
 * outcomes, and the two cards of design §5. Any other number is declined, as on Moyasar's test environment.
 */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxCardOutcome>> = {
  // mada
  '4201320111111010': approved,
  '4201320000013020': declined('UNSPECIFIED FAILURE'),
  '4201320000311101': declined('INSUFFICIENT FUNDS'),
  '4201320131000508': declined('DECLINED: LOST CARD'),
  '4201321234411220': declined('DECLINED'),
  '4201322267774310': declined('DECLINED: EXPIRED CARD'),
  // Visa
  '4111111111111111': approved,
  '4123120000000000': declined('UNSPECIFIED FAILURE'),
  '4123120001090000': declined('INSUFFICIENT FUNDS'),
  '4123450131000508': threeDSecureFailure,
  '4123120001090109': declined('DECLINED'),
  // Mastercard
  '5421080101000000': approved,
  '5105105105105100': declined('UNSPECIFIED FAILURE'),
  '5457210001000092': declined('INSUFFICIENT FUNDS'),
  '5204010101000000': threeDSecureFailure,
  // design §5
  '4242424242424242': approved,
  '4000000000000002': declined('DECLINED'),
};

/** What the sandbox gateway answers for a card number (spaces ignored). */
export function sandboxCardOutcome(cardNumber: string): SandboxCardOutcome {
  return SANDBOX_TEST_CARDS[cardNumber.replace(/\D/g, '')] ?? declined('DECLINED: UNKNOWN TEST CARD');
}

/** Why a gateway payment failed, as a message key the screens translate (`payments.failure.<reason>`). */
export const PAYMENT_FAILURE_REASONS = [
  'insufficientFunds',
  'expiredCard',
  'lostOrStolenCard',
  'limitExceeded',
  'blocked',
  'threeDSecureFailed',
  'invalidCode',
  'timedOut',
  'canceled',
  'declined',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** Moyasar's documented failure messages (the sandbox speaks the same ones), most specific first; anything else is a decline. */
const FAILURE_PATTERNS: ReadonlyArray<[RegExp, PaymentFailureReason]> = [
  [/insufficient funds/i, 'insufficientFunds'],
  [/expired card/i, 'expiredCard'],
  [/lost card|stolen card/i, 'lostOrStolenCard'],
  [/withdrawal limit/i, 'limitExceeded'],
  [/^blocked/i, 'blocked'],
  [/3-?d ?secure/i, 'threeDSecureFailed'],
  [/otp|verification code/i, 'invalidCode'],
  [/time frame|timed? ?out/i, 'timedOut'],
  [/cancel/i, 'canceled'],
];

/** The reason key of a gateway's failure message. */
export function paymentFailureReason(message: string | null | undefined): PaymentFailureReason {
  return FAILURE_PATTERNS.find(([pattern]) => pattern.test(message ?? ''))?.[1] ?? 'declined';
}

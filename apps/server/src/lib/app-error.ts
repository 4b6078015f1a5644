import { type ErrorCode, type Message, type MessageKey, type MessageParams, messageKeyOf, messageText } from '@gamesouq/core';

const STATUS: Partial<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  CODE_ATTEMPTS_EXCEEDED: 400,
  PHONE_NOT_VERIFIED: 400,
  RESET_TOKEN_INVALID: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  ADMIN_ONLY: 403,
  TRADER_ONLY: 403,
  ACCOUNT_SUSPENDED: 403,
  CANNOT_CHANGE_SELF: 403,
  WRONG_PASSWORD: 400,
  SELLER_REQUEST_OPEN: 409,
  REQUEST_NOT_PENDING: 409,
  ALREADY_REPORTED: 409,
  INSUFFICIENT_BALANCE: 402,
  CARD_DECLINED: 402,
  PAYMENT_GATEWAY_UNAVAILABLE: 503,
  CODES_UNAVAILABLE: 503,
  WITHDRAWAL_NOT_PENDING: 409,
  NOT_FOUND: 404,
  PHONE_NOT_REGISTERED: 404,
  PHONE_TAKEN: 409,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  IMAGE_TOO_LARGE: 413,
  INVALID_STATUS_CHANGE: 409,
  PROMO_EXISTS: 409,
  ALREADY_REVIEWED: 409,
  DISPUTE_NOT_ALLOWED: 409,
  ORDER_DISPUTED: 409,
  PICKUP_CODE_WRONG: 400,
  PICKUP_CODE_LOCKED: 429,
  OUT_OF_STOCK: 409,
  OFFERS_OFF: 409,
  OFFER_ABOVE_PRICE: 400,
  OFFER_OPEN: 409,
  OFFER_CLOSED: 409,
  SAVED_SEARCH_LIMIT: 409,
  OFFER_NOT_YOUR_TURN: 409,
  OFFER_LINE_FIXED: 409,
  CART_EMPTY: 409,
  CART_CHANGED: 409,
  RELEASE_NOT_DUE: 409,
  DELETION_ALREADY_REQUESTED: 409,
  ACCOUNT_NOT_SETTLED: 409,
  TWO_FACTOR_PASSWORD_REQUIRED: 403,
  TWO_FACTOR_EXPIRED: 401,
  SOCIAL_SIGN_IN_EXPIRED: 400,
  SOCIAL_PROVIDER_OFF: 404,
  IDENTITY_TAKEN: 409,
  VERIFICATION_UNAVAILABLE: 503,
  CR_NOT_ACTIVE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  CODE_RESEND_TOO_SOON: 429,
  CODE_HOURLY_LIMIT: 429,
  RATE_LIMITED: 429,
  ZATCA_UNAVAILABLE: 503,
  ZATCA_REFUSED: 400,
  ONBOARDING_STEP: 409,
  INTERNAL: 500,
};

/**
 * The one error type that services throw; the error handler turns it into the reply of design §2. It carries its
 * message by key (core `messages.ts`; `errors.<code>` unless a reason says more), so each client words it in its
 * user's language; `message` is the English text. `extra.status` keeps a status that the code alone does not say
 * (a 416 from the static files is a BAD_REQUEST).
 */
export class AppError extends Error {
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly messageParams: MessageParams | undefined;
  constructor(
    readonly code: ErrorCode,
    reason: Message = `errors.${code}`,
    readonly extra: { fields?: Record<string, Message>; retryAfter?: number; status?: number } = {},
  ) {
    super(messageText(reason));
    this.messageKey = messageKeyOf(reason);
    this.messageParams = typeof reason === 'string' ? undefined : reason.params;
    this.status = extra.status ?? STATUS[code] ?? 400;
  }
}

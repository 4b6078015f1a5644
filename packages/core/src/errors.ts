/**
 * Every error the API answers with carries one of these codes (design §2).
 * The message is what a user reads; the web client shows it as is.
 */
export const ERROR_MESSAGES = {
  /** The body, query or params break a validation rule; the message is the first field's message. */
  VALIDATION_FAILED: 'Please check the highlighted fields.',
  /** No or bad bearer token, or an expired one. */
  UNAUTHENTICATED: 'Authentication failed. Please log in again.',
  /** A request the framework refuses outright, such as a file path that climbs out of its folder. */
  FORBIDDEN: 'Access denied.',
  /** A signed-in user calls an admin route. */
  ADMIN_ONLY: 'Access denied. Admin privileges required.',
  /** A signed-in user without the trader or admin role calls a trader route. */
  TRADER_ONLY: 'Access denied. Trader privileges required.',
  /** The resource does not exist or belongs to someone else. */
  NOT_FOUND: 'Not found',
  /** Wrong email/phone or password. */
  INVALID_CREDENTIALS: 'Invalid credentials.',
  /** Sign-in by phone for a number with no account. */
  PHONE_NOT_REGISTERED: 'No account found with this phone number. Please sign up first.',
  /** A wrong OTP or recovery code, or no code was sent. */
  INVALID_CODE: 'Invalid verification code. Please try again.',
  /** The code is older than 5 minutes. */
  CODE_EXPIRED: 'This code has expired. Please request a new one.',
  /** Five wrong tries ended the code. */
  CODE_ATTEMPTS_EXCEEDED: 'Too many wrong attempts. Please request a new code.',
  /** A new code was asked for within 60 seconds of the last one. */
  CODE_RESEND_TOO_SOON: 'Please wait before requesting a new code.',
  /** More than 5 codes for one phone in an hour. */
  CODE_HOURLY_LIMIT: 'Too many codes requested for this number. Please try again later.',
  /** Signup without a phone verification in the last 15 minutes. */
  PHONE_NOT_VERIFIED: 'Please verify your phone number first.',
  /** Signup with a phone that already has an account. */
  PHONE_TAKEN: 'An account with this phone number already exists.',
  /** Signup with an email that already has an account. */
  EMAIL_TAKEN: 'An account with this email already exists.',
  /** A refresh token that is unknown, expired, revoked or reused. */
  SESSION_EXPIRED: 'Your session has expired. Please log in again.',
  /** A recovery reset token that is unknown, used or expired. */
  RESET_TOKEN_INVALID: 'This password reset has expired. Please start again.',
  /** The account was suspended by an admin. */
  ACCOUNT_SUSPENDED: 'Your account has been suspended. Please contact support.',
  /** An admin tried to suspend or demote their own account. */
  CANNOT_CHANGE_SELF: 'You cannot suspend or demote your own account.',
  /** A password change with a wrong current password. */
  WRONG_PASSWORD: 'Current password is incorrect',
  /** A second seller request while one is still pending. */
  SELLER_REQUEST_OPEN: 'You already have a seller request under review.',
  /** Approving or rejecting a seller request that was already decided. */
  REQUEST_NOT_PENDING: 'This request has already been processed.',
  /** A second open report of one listing by the same user. */
  ALREADY_REPORTED: 'You have already reported this listing.',
  /** An upload that is not a JPEG, PNG, GIF or WebP image by its content. */
  INVALID_IMAGE: 'Please select a valid image file (JPG, PNG, GIF, WebP)',
  /** An upload over 10 MB. */
  IMAGE_TOO_LARGE: 'Image size must be less than 10MB',
  /** More than 8 images on one listing. */
  TOO_MANY_IMAGES: 'You can only upload up to 8 photos',
  /** A listing sent for review without an image. */
  IMAGE_REQUIRED: 'Please upload at least one image',
  /** A listing sent without accepting the terms. */
  TERMS_REQUIRED: 'Please agree to the terms and conditions',
  /** Required listing fields left empty; the message lists them. */
  MISSING_FIELDS: 'Please fill in:',
  /** A status change the listing's or order's state does not allow. */
  INVALID_STATUS_CHANGE: 'This status change is not allowed.',
  /** A category or platform id that does not exist. */
  UNKNOWN_CATEGORY: 'Please choose a category from the list.',
  UNKNOWN_PLATFORM: 'Please choose a platform from the list.',
  /** A payment or withdrawal larger than the wallet's available balance. */
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  /** The same Idempotency-Key was sent with a different body. */
  IDEMPOTENCY_KEY_REUSED: 'This request was already made with different details.',
  /** The payment provider declined the card. */
  CARD_DECLINED: 'Your card was declined. Please try another card.',
  /** The payment gateway timed out or failed; nothing was charged by this call. */
  PAYMENT_GATEWAY_UNAVAILABLE: 'The payment gateway did not answer. Please try again in a moment.',
  /** A withdrawal that is no longer pending was approved or rejected again. */
  WITHDRAWAL_NOT_PENDING: 'This withdrawal request has already been processed.',
  /** Buying one's own listing. */
  OWN_LISTING: 'You cannot buy your own product.',
  /** More than the listing's stock, or a listing no longer on sale. */
  OUT_OF_STOCK: 'Not enough stock for this product.',
  /** An offer on a listing whose seller does not take offers. */
  OFFERS_OFF: 'This listing does not accept offers.',
  /** An offer or counter above the listing's price. */
  OFFER_ABOVE_PRICE: 'An offer cannot be higher than the price.',
  /** A new offer while the buyer has one open on the listing. */
  OFFER_OPEN: 'You already have an open offer on this listing.',
  /** A saved search past the per-user limit (MAX_SAVED_SEARCHES). */
  SAVED_SEARCH_LIMIT: 'You can keep up to 20 saved searches. Delete one to save another.',
  /** An answer to an offer that was answered, expired or bought meanwhile. */
  OFFER_CLOSED: 'This offer is no longer open.',
  /** An answer to an offer that waits for the other party. */
  OFFER_NOT_YOUR_TURN: 'This offer is waiting for the other party to answer.',
  /** A quantity change of a cart line bought at an agreed price, which holds one item. */
  OFFER_LINE_FIXED: 'An item at an agreed price is bought one at a time.',
  /** Checkout with nothing to buy. */
  CART_EMPTY: 'Your cart is empty',
  /** Checkout of lines the cart no longer holds (bought or removed from another device or tab). */
  CART_CHANGED: 'Your cart has changed. Please review it and check out again.',
  /** A delivery mode the listing does not offer. */
  DELIVERY_NOT_OFFERED: 'This product is not available with the chosen delivery option.',
  /** Releasing escrow before the waiting time after shipping. */
  RELEASE_NOT_DUE: 'Funds can be released 3 days after the order was shipped.',
  /** A promo code that does not exist, is inactive, expired or used up; the message says which. */
  PROMO_INVALID: 'This promo code is not valid.',
  /** Creating a promo code whose code exists. */
  PROMO_EXISTS: 'A promo code with this code already exists.',
  /** A second review of one order. */
  ALREADY_REVIEWED: 'You have already reviewed this order.',
  /** A dispute on an order that is not awaiting the buyer, or a second one. */
  DISPUTE_NOT_ALLOWED: 'A dispute can be opened only once, on a shipped order that is not yet completed.',
  /** Releasing or deciding an order whose dispute is open, or deciding a closed dispute. */
  ORDER_DISPUTED: 'This order is under dispute. An admin will decide on it.',
  /** The seller typed a pickup code that is not the buyer's. */
  PICKUP_CODE_WRONG: 'This is not the buyer’s pickup code.',
  /** Too many wrong pickup codes: the hand-over is locked for a while. */
  PICKUP_CODE_LOCKED: 'Too many wrong pickup codes. Please try again later.',
  /** Starting a chat with oneself. */
  CHAT_WITH_SELF: "You can't chat with yourself",
  /** An order proof that is neither an image nor a PDF by its content. */
  INVALID_PROOF: 'Please upload an image (JPG, PNG, GIF, WebP) or a PDF file',
  /** A seller-request certificate that is neither a PDF, a PNG nor a JPEG by its content. */
  INVALID_DOCUMENT: 'Please upload a PDF, JPG or PNG file',
  /** A PDF with scripts, automatic actions, launches, attached files or a password (documents are opened by others). */
  UNSAFE_PDF: 'This PDF contains scripts, actions, attachments or a password. Please upload a plain PDF.',
  /** A trader withdrawal before bank details (IBAN) are saved in the profile. */
  BANK_DETAILS_REQUIRED: 'Please add your bank details (IBAN) in your profile before requesting a withdrawal.',
  /** A second account deletion request while one is open. */
  DELETION_ALREADY_REQUESTED: 'Account deletion request already submitted',
  /** Closing an account that still has open orders, or money in escrow or in pending withdrawals; the message says which. */
  ACCOUNT_NOT_SETTLED: 'This account still has open orders or money on hold and cannot be closed yet.',
  /** Turning on two-factor authentication on an account without a phone number to send codes to. */
  TWO_FACTOR_PHONE_REQUIRED: 'Add a phone number to your account before turning on two-factor authentication.',
  /** A sign-in with a phone code alone on an account that has two-factor authentication on. */
  TWO_FACTOR_PASSWORD_REQUIRED:
    'Two-factor authentication is on for this account. Please sign in with your password and the code sent to your phone.',
  /** The second step of a sign-in with an unknown or expired sign-in, or more than 15 minutes after the password. */
  TWO_FACTOR_EXPIRED: 'This sign-in has expired. Please log in again.',
  /** A Google or Apple sign-in whose state, ticket or callback is unknown, used, expired or from another browser. */
  SOCIAL_SIGN_IN_EXPIRED: 'This sign-in has expired or was not started here. Please try again.',
  /** A Google or Apple sign-in the server has no settings for. */
  SOCIAL_PROVIDER_OFF: 'This way of signing in is not available.',
  /** The national ID or iqama number has already verified another account. */
  IDENTITY_TAKEN: 'This ID has verified another account.',
  /** The identity provider (Nafath) or the commercial registry (Wathq) did not answer or refused the call. */
  VERIFICATION_UNAVAILABLE: 'Verification is unavailable. Try again later.',
  /** The registry says the shop's CR is no longer in force: the shop cannot be approved as verified. */
  CR_NOT_ACTIVE: 'This CR is not active: the shop cannot be approved.',
  /** A digital code that cannot be opened now (its key is missing or unreadable on the server); operators are told. */
  CODES_UNAVAILABLE: 'Your code cannot be shown right now. Our team has been told; please try again later.',
  /** ZATCA's onboarding API did not answer, or answered with a server error (ADR 040). */
  ZATCA_UNAVAILABLE: 'ZATCA did not answer. Please try again in a moment.',
  /** ZATCA refused an onboarding step (a wrong or expired OTP, a refused CSR); the reason says which. */
  ZATCA_REFUSED: 'ZATCA refused this step.',
  /** An onboarding step asked for out of turn: already done, or the step before it is not (each is taken once, in order). */
  ONBOARDING_STEP: 'This step is done or not yet due: compliance CSID, checks, then production CSID, each once.',
  /** A rate limit was hit. */
  RATE_LIMITED: 'Too many requests. Please try again later.',
  /** The request body is too large. */
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  /** The body is not valid JSON or of an unsupported type. */
  BAD_REQUEST: 'The request could not be read.',
  /** A bug or an unavailable dependency; never for bad input. */
  INTERNAL: 'Something went wrong. Please try again.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export type ApiErrorBody = {
  code: ErrorCode;
  message: string;
  msg: string;
  error: string;
  fields?: Record<string, string>;
};

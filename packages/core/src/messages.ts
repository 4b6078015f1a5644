import { ERROR_MESSAGES } from './errors.js';

/**
 * The texts of the validation rules, in English. Rules and errors carry their key (`validation.<key>`,
 * `errors.<key>`), never their text: the server writes the English text for API clients, the web shows the key's text
 * in the user's language (`apps/web/src/locales/<language>.json` translates every key; English comes from here).
 */
export const VALIDATION_MESSAGES = {
  emailOrPhoneRequired: 'Email or phone number is required',
  passwordRequired: 'Password is required',
  fullNameRequired: 'Full name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number, such as 0501234567 or +966501234567',
  passwordMin6: 'Password must be at least 6 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  emailInvalid: 'Please enter a valid email address',
  passwordMin8: 'Password must be at least 8 characters long',
  codeIncomplete: 'Please enter the complete 6-digit code',
  recoveryCodeIncomplete: 'Please enter the complete 4-digit code',
  messageRequired: 'Message is required',
  fieldRequired: 'This field is required',
  priceInvalid: 'Please enter a valid price',
  quantityMin: 'Quantity must be at least 1',
  paymentMethod: 'Please choose mada, a Visa or Mastercard card, Apple Pay or STC Pay',
  walletAmount: 'Please enter a valid amount to take from your wallet',
  discountRange: 'Discount must be between 0 and 90',
  loginToFavorite: 'Please login to add favorites',
  productNotFound: 'Product not found',
  addStockFirst: 'Add stock before reactivating this product.',
  depositAmountInvalid: 'Please enter a valid deposit amount',
  withdrawalAmountInvalid: 'Please enter a valid withdrawal amount',
  amountDecimals: 'Amounts have at most two decimals',
  withdrawalMin: 'The minimum withdrawal is 50 SAR',
  withdrawalMax: 'The maximum withdrawal is 10,000 SAR',
  cardNumberRequired: 'Please enter your card number',
  expiryRequired: 'Please enter card expiry date',
  cvvRequired: 'Please enter CVV',
  cardHolderRequired: 'Please enter card holder name',
  statementFromRequired: 'Please choose the start date',
  zatcaOtp: 'Enter the 6-digit OTP from the FATOORA portal',
  statementToRequired: 'Please choose the end date',
  statementOrder: 'The start date must be on or before the end date',
  statementMaxYear: 'A statement covers at most one year',
  reportMaxYear: 'A report covers at most one year',
  ratingRequired: 'Please select a rating',
  disputeReasonRequired: 'Please choose a reason',
  disputeDetailsRequired: 'Please describe the problem',
  disputeDetailsMin: 'Please describe the problem in at least 10 characters',
  disputeMessageRequired: 'Please write a message',
  promoRequired: 'Please enter a promo code',
  ibanInvalid: 'Please enter a valid IBAN',
  accountNumberInvalid: 'Please enter a valid account number',
  swiftInvalid: 'Please enter a valid SWIFT code',
  nameRequired: 'Please enter your name',
  amountInvalid: 'Please enter a valid amount',
  passwordFieldsRequired: 'All fields are required',
  newPasswordsMismatch: 'New passwords do not match',
  newPasswordMin8: 'New password must be at least 8 characters long',
  passwordTooWeak: 'Password is too weak. Please choose a stronger password',
  cityRequired: 'City is required',
  civilIdRequired: 'Civil ID is required',
  nationalIdInvalid: 'Enter a 10-digit ID or iqama number',
  storeNameRequired: 'Store name is required',
  vatNumberInvalid: 'The VAT number is 15 digits, starting and ending with 3',
  crNumberInvalid: 'The commercial registration number is 10 digits',
  crNumberWithVat: 'Enter the commercial registration number with the VAT number',
  sellerTypeRequired: 'Please choose store or person',
  textNulCharacters: 'Text cannot contain NUL characters.',
  textInvalidCharacters: 'Text contains invalid characters.',
  requestTooDeep: 'The request is nested too deeply.',
  platformNameRequired: 'Platform name is required',
  categoryNameRequired: 'Category name is required',
  priorityRange: 'Priority must be between 1 and 5',
  titleRequired: 'Title is required',
  nameIsRequired: 'Name is required',
  mainTitleRequired: 'Main Title is required',
  recipientRequired: 'Please select one recipient',
  recipientsRequired: 'Please select at least one recipient',
  reasonRequired: 'Please enter a reason',
  refundAmountRequired: 'Please enter the amount to refund',
  sessionTimeoutInvalid: 'Please choose a session timeout from the list',
  pushSubscriptionInvalid: 'This browser gave a push subscription that cannot be used. Please try again.',
  promoCodeRequired: 'Code is required',
  promoCodeCharacters: 'Use letters, digits, - and _ only',
  promoValueRequired: 'Value is required',
  promoValueMin: 'Value must be 0 or more',
  promoExpiryRequired: 'Expiry date is required',
  usageLimitRequired: 'Usage limit is required',
  usageLimitMin: 'Usage limit must be at least 1',
  percentageMax: 'A percentage cannot exceed 100',
  promoSelectionRequired: 'Please select promo codes',
  messageTooLong: 'The message is too long',
  tooManySellerGroups: 'Too many seller groups',
  rejectionReasonRequired: 'Please enter a rejection reason',
  withdrawalSelectionRequired: 'Please select withdrawal requests to process',
  transferReferenceRequired: 'Enter the bank transfer reference (3 to 64 letters, digits, dashes or slashes)',
  disputeDecisionRequired: 'Choose release, refund or split',
  disputeReasonForPartiesRequired: 'Write the reason both parties will read (at least 10 characters)',
  shippingCostInvalid: 'Please enter a valid shipping cost',
  phoneInvalidShort: 'Please enter a valid phone number',
  iconRequired: 'Please select an icon image',
  bannerImageRequired: 'Image is required for new banners',
  categoryOwnParent: 'A category cannot be its own parent',
  parentMustBeMain: 'Please choose a main category as the parent',
  partialRefundRange: 'The partial refund must be between 0 and {{max}} SAR.',
  idempotencyKeyTooLong: 'The Idempotency-Key header is too long.',
  paymentMethodInvalid: 'Please choose mada, a card, Apple Pay or STC Pay',
  returnPathInvalid: 'The return page is not a page of this site',
  carrierRequired: 'Please choose the carrier',
  trackingNumberInvalid: 'Please enter a valid tracking number for this carrier',
  pickupCodeFormat: 'Please enter the 6-digit code the buyer shows you',
  offerPriceInvalid: 'Please enter a price of at least 1 SAR',
  savedSearchNameRequired: 'Give this search a name',
  savedSearchEmpty: 'Type a search or pick a filter before saving it',
  synonymKeyInvalid: 'The key is 1 to 40 lower-case letters, digits, - or _',
  synonymTermsRequired: 'Enter at least one word people type',
  synonymMatchesRequired: 'Enter at least one phrase a listing uses',
  regionRequired: 'Please choose the region where the code can be redeemed',
  deliveryHoursInvalid: 'Please choose how many hours you need to deliver',
  codesRequired: 'Please enter at least one code, or choose a CSV or TXT file',
  codeTooLong: 'A code can be at most 200 characters',
  tooManyCodes: 'At most 10,000 codes can be added at once',
  itemNameRequired: "Please enter the item's English and Arabic names",
  artRequired: 'Please choose an image',
  itemMergeSelf: 'Choose another item to merge into',
} as const;

/** Why a call failed, more precisely than its code says; `{{name}}` is filled from the message's params. */
export const REASON_MESSAGES = {
  promoExpired: 'This promo code has expired.',
  promoUsedUp: 'This promo code has reached its usage limit.',
  cardExpired: 'Your card has expired.',
  sandboxCardOnly: 'The sandbox accepts only its test cards, such as 4242 4242 4242 4242.',
  paymentNotFound: 'Payment not found',
  paymentDeclined: 'The payment was declined: {{reason}}',
  cardOnGatewayPage: 'Card details are entered on the payment page: choose a payment method instead.',
  paymentMethodNotOffered: 'This payment method is not offered by the payment gateway.',
  refundExceedsPayment: 'The refund is larger than what is left of the payment.',
  webhookSignatureInvalid: 'The webhook signature is not valid.',
  paymentMismatch: 'The gateway payment does not match this payment.',
  orderNotFound: 'Order not found',
  noTaxInvoice: 'This order has a receipt, not a tax invoice: its seller was not registered for VAT.',
  creditNoteNotFound: 'Credit note not found',
  zatcaOtpInvalid: 'ZATCA refused this OTP: it is wrong or expired. Generate a new one on the FATOORA portal.',
  zatcaCsrRefused: 'ZATCA refused the certificate request: {{reason}}',
  zatcaProductionRefused: 'ZATCA refused to issue the production CSID: {{reason}}',
  zatcaNeedsVatNumber: 'Set the platform’s VAT number (PLATFORM_VAT_NUMBER) before onboarding with ZATCA.',
  noTaxCreditNote: 'This is a refund receipt, not a tax credit note: the seller was not registered for VAT.',
  reviewNotCompleted: 'Only a completed order can be reviewed.',
  disputeDecided: 'This dispute has already been decided.',
  bannerNotFound: 'Banner not found',
  cartItemNotFound: 'Cart item not found',
  offerNotFound: 'Offer not found',
  followSelf: 'You cannot follow yourself.',
  savedSearchNotFound: 'Saved search not found',
  itemWatchNotFound: 'You are not being notified about this item',
  categoryNotFound: 'Category not found',
  chatNotFound: 'Chat not found',
  disputeNotFound: 'Dispute not found',
  documentNotFound: 'Document not found',
  messageNotFound: 'Message not found',
  notificationNotFound: 'Notification not found',
  photoNotFound: 'Photo not found',
  platformNotFound: 'Platform not found',
  promoNotFound: 'Promo code not found',
  proofNotFound: 'Proof not found',
  requestNotFound: 'Request not found',
  userNotFound: 'User not found',
  withdrawalNotFound: 'Withdrawal request not found',
  routeNotFound: 'Route {{method}} {{path}} not found',
  verificationSendFailed: 'Failed to send verification code. Please try again.',
  noRecipients: 'No recipients found',
  orderNotDeletable: 'Only completed or cancelled orders can be deleted. Cancel the order first.',
  reportsProcessed: 'These reports have already been processed.',
  ownListingReport: 'You cannot report your own listing.',
  productUnavailable: '{{title}} is no longer available.',
  onlyLeftOf: 'Only {{quantity}} of {{title}} left in stock.',
  onlyLeft: 'Only {{quantity}} left in stock.',
  pickupOnly: '{{title}}: pickup only.',
  shippingOnly: '{{title}}: shipping only.',
  releaseAfterDays: 'Funds can be released {{days}} days after the order was shipped.',
  fillIn: 'Please fill in: {{fields}}',
  suspendedBecause: 'Your account has been suspended: {{reason}}',
  accountNotSettledBecause: 'This account cannot be closed yet: {{reasons}}.',
  notMultipart: 'Please send the form as multipart/form-data.',
  shipmentRequired: 'Please give the carrier and the tracking number to mark the order as shipped.',
  shipmentProofRequired: 'Please add a photo of the parcel or its shipping receipt to mark the order as shipped.',
  pickupCodeWrongTries: 'This is not the buyer’s pickup code. {{triesLeft}} tries left.',
  codeWrongTries: 'Wrong code. Tries left: {{triesLeft}}.',
  pickupCodeLockedFor: 'Too many wrong pickup codes. Try again in {{minutes}} minutes.',
  synonymNotFound: 'Synonym group not found',
  synonymKeyTaken: 'Another synonym group already has this key.',
  codesSoldOut: '{{title}} has no codes left.',
  notDigitalCode: 'Codes can be added only to a digital code listing.',
  codeNotWithdrawable: 'Only codes that are still available can be withdrawn.',
  reportWindowClosed: 'The time to report this code has passed.',
  revealFirst: 'Reveal the code before reporting it.',
  noOpenReport: 'This order has no open report.',
  noReplacementLeft: 'You have no codes left to send. Add codes or type a replacement.',
  notDigitalService: 'Only a digital service is marked as delivered this way.',
  codeAlreadyUsed: 'This code was already added or sold. Please send another one.',
  catalogueItemNotFound: 'Catalogue item not found',
  pushServiceNotAllowed: 'Notifications cannot be sent to this browser’s push service.',
} as const;

/** Every text a rule or an error can show, by key: what the web's dictionaries hold under `validation` and `errors`. */
export const MESSAGES = {
  validation: VALIDATION_MESSAGES,
  errors: { ...ERROR_MESSAGES, ...REASON_MESSAGES },
} as const;

/** The catalogue's shape with any wording: what a translation of it (the web's dictionaries) must fill. */
export type MessageCatalogue = {
  validation: Record<keyof typeof VALIDATION_MESSAGES, string>;
  errors: Record<keyof typeof MESSAGES.errors, string>;
};

export type ValidationKey = `validation.${keyof typeof VALIDATION_MESSAGES}`;
export type MessageKey = ValidationKey | `errors.${keyof typeof MESSAGES.errors}`;
export type MessageParams = Record<string, string | number>;
/**
 * A text to show: its key, with the values of its `{{name}}` slots when it has any. `text` is the English of a text
 * that is not ours (a library's default validation message), shown under the nearest key of ours.
 */
export type Message = MessageKey | { key: MessageKey; params?: MessageParams; text?: string };

/** The keys of the validation texts, for zod rules: `z.string().min(1, V.passwordRequired)`. */
export const V = Object.fromEntries(Object.keys(VALIDATION_MESSAGES).map((key) => [key, `validation.${key}`])) as {
  readonly [K in keyof typeof VALIDATION_MESSAGES]: `validation.${K}`;
};

export function isMessageKey(text: string): text is MessageKey {
  const [section, key, ...rest] = text.split('.');
  if (rest.length > 0 || !key) return false;
  return (section === 'validation' || section === 'errors') && Object.hasOwn(MESSAGES[section], key);
}

/** A zod issue's message as a Message: our rules' messages are keys; a library default keeps its English text. */
export function messageOfIssue(issueMessage: string): Message {
  return isMessageKey(issueMessage) ? issueMessage : { key: 'errors.VALIDATION_FAILED', text: issueMessage };
}

export function messageKeyOf(message: Message): MessageKey {
  return typeof message === 'string' ? message : message.key;
}

/** A message's English text, its slots filled. */
export function messageText(message: Message): string {
  const { key, params = {}, text: given } = typeof message === 'string' ? { key: message } : message;
  if (given !== undefined) return given;
  const [section, name] = key.split('.') as ['validation' | 'errors', string];
  const text = (MESSAGES[section] as Record<string, string>)[name] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (slot, param: string) => (param in params ? String(params[param]) : slot));
}

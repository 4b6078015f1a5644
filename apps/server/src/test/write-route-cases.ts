import { createHash, randomUUID } from 'node:crypto';
import type {
  TAccountDeletionRequestedReply,
  TBannerSavedReply,
  TCatalogueItemSavedReply,
  TCategorySavedReply,
  TClientActionReply,
  TContactMessageListReply,
  TDisputeChangeReply,
  TNotificationsReply,
  TOfferReply,
  TPlatformSavedReply,
  TPromoCodeReply,
  TRecoveryVerifiedReply,
  TReportListingReply,
  TSavedSearchReply,
  TSearchSynonymSavedReply,
  TSellerRequestSentReply,
  TStartChatReply,
  TTwoFactorChallenge,
  TWithdrawReply,
} from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { postAd } from './listing-fixtures.js';
import { buyListing, parcelFor, SHIPPING_ADDRESS, TEST_CARD } from './order-fixtures.js';
import { validForm } from './route-bodies.js';
import { type TestApp, uniquePhone } from './test-app.js';

/**
 * One valid call of every write route of the OpenAPI document, made by a caller allowed to make it, with the
 * privileged changes (test/privileged-state.ts) that the route itself is for. security/mass-assignment.test.ts sends
 * each with privileged fields added and checks that nothing else changes.
 */
type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let admin: User;
let buyer: User;
let seller: User;
let trader: User;
export let victim: User;
let leaver: User;
/** The names that the expected changes give to ids. */
export const aliases = new Map<string, string>();

/** The accounts every case works with; `app` is the test app the cases call. */
export async function setUpWorld(app: TestApp) {
  t = app;
  admin = await person('admin', 'admin');
  buyer = await person('buyer');
  seller = await person('seller');
  trader = await person('trader', 'trader');
  victim = await person('victim');
  leaver = await person('leaver');
  await t.request('PUT', '/api/trader/profile', {
    token: trader.token,
    body: {
      store_name: 'Trader',
      bankName: 'SNB',
      accountHolderName: 'Trader',
      accountNumber: '1234567890',
      iban: 'SA0380000000608010167519',
    },
  });
}

/** Gives an id the name that the expected changes use. */
function named(name: string, id: string) {
  aliases.set(id, name);
  return id;
}
async function person(name: string, role: 'user' | 'trader' | 'admin' = 'user') {
  const user = await t.createUser({ role });
  named(name, user.id);
  return user;
}
/** An active listing (or a pending one) of `owner`, 100 SAR, 50 in stock. */
const listing = async (name: string, owner: User, { isApproved = true, fields = {} as Record<string, string> } = {}) =>
  named(
    name,
    await postAd(t, {
      token: owner.token,
      approveWith: isApproved ? admin.token : undefined,
      fields: { price: '100', quantity: '50', ...fields },
    }),
  );
/** An order of one unit of `listingId`, moved by its seller (and the buyer) up to `to`. */
async function order(
  name: string,
  { listingId, sellerOf, to = 'pending' }: { listingId: string; sellerOf: User; to?: 'pending' | 'processing' | 'shipped' | 'completed' },
) {
  const { orderId } = await buyListing(t, { listingId, buyer, deposit: 200 });
  const steps = ['processing', 'shipped', 'completed'];
  for (const status of steps.slice(0, steps.indexOf(to) + 1)) {
    if (status === 'completed') await t.request('POST', `/api/user/wallet/confirm-delivery/${orderId}`, { token: buyer.token });
    else
      await t.request('PATCH', `/api/user/orders/${orderId}/status`, {
        token: sellerOf.token,
        body: { status, ...(await parcelFor(t, { status, orderId, token: sellerOf.token })) },
      });
  }
  return named(name, orderId);
}
/**
 * A Google sign-in whose ID token the callback has verified (social-sign-in.test.ts drives the provider itself): the
 * one-time ticket the browser finishes with, for a new Google account or one with `email`.
 */
async function provenSocialSignIn(name: string, email: string | null = null) {
  const ticket = randomUUID();
  await t.db.execute(sql`insert into social_sign_ins (state, provider, code_verifier, nonce, subject, email, name, ticket_hash, expires_at)
    values (${randomUUID()}, 'google', '', '', ${`google-${name}-${randomUUID()}`}, ${email}, ${name}, ${createHash('sha256').update(ticket).digest('hex')}, now() + interval '10 minutes')`);
  return ticket;
}
/** A synonym group an admin added, named by its key. */
async function synonymGroup(key: string) {
  const saved = await json<TSearchSynonymSavedReply>('POST', '/api/admin/search-synonyms', admin.token, {
    key,
    terms: [key.replace('-', ' ')],
    matches: [key.replace('-', ' ')],
  });
  return saved.synonym.id;
}
/** A catalogue item an admin added (issue 22). */
async function catalogueItem(name: string) {
  return (await json<TCatalogueItemSavedReply>('POST', '/api/admin/catalogue-items', admin.token, { kind: 'device', name, nameAr: name }))
    .item.id;
}
const json = async <T>(method: string, path: string, token: string, body?: unknown) =>
  (await t.request<T>(method, path, { token, body })).body;
const sentCode = async (phoneNumber: string) => {
  await t.request('POST', '/api/send-verification', { body: { phoneNumber } });
  return t.lastCode(phoneNumber);
};
/** A new top-up each time, marked with its own Idempotency-Key as the web marks it. */
async function topUp(user: User, amount = 200) {
  const headers = { 'idempotency-key': randomUUID() };
  await t.request('POST', '/api/user/wallet/deposit', { token: user.token, body: { amount, ...TEST_CARD }, headers });
}
async function withdrawal(name: string) {
  await topUp(buyer, 50);
  const reply = await json<TWithdrawReply>('POST', '/api/user/wallet/withdraw', buyer.token, {
    amount: 50,
    description: `Payout ${name}`,
    account_info: 'IBAN SA03',
  });
  return named(name, reply.id);
}
const promo = async (code: string) =>
  named(
    code,
    (
      await json<TPromoCodeReply>('POST', '/api/admin/promo-codes', admin.token, {
        code,
        type: 'percentage',
        value: 10,
        expiresAt: '2099-12-31',
        usageLimit: 5,
      })
    ).promoCode.id,
  );

type Params = Record<string, string>;
/**
 * One valid call of a write route by a caller allowed to make it: `prepare` makes what the call acts on and returns
 * the path params, `body` is a JSON body the route accepts (or `form` the fields replacing those of its valid form),
 * and `changes` are the privileged changes the route itself is for.
 */
export type Case = {
  as: () => User | undefined;
  prepare?: () => Promise<Params>;
  body?: (params: Params) => unknown;
  form?: Record<string, string>;
  changes: string[];
};

export const CASES: Record<string, Case> = {
  'POST /api/user/auth/login': {
    as: () => undefined,
    body: () => ({ emailOrPhone: victim.email, password: victim.password }),
    changes: [],
  },
  'POST /api/user/auth/signup': {
    as: () => undefined,
    prepare: async () => {
      const phone = uniquePhone();
      await t.request('POST', '/api/verify-code', { body: { phoneNumber: phone, code: await sentCode(phone) } });
      return { phone };
    },
    body: ({ phone }) => ({
      name: 'New Member',
      email: `new-${phone!.slice(-8)}@example.com`,
      password: 'Passw0rd!',
      phone,
      city: 'Riyadh',
    }),
    changes: ['users:new role=user verified=false suspended=false vat_number=null cr_number=null'],
  },
  'POST /api/user/auth/login/verify': {
    as: () => undefined,
    prepare: async () => {
      const { user, twoFactorToken } = await twoFactorSignIn('twoStepper');
      return { twoFactorToken, code: await t.lastCode(user.phone) };
    },
    body: ({ twoFactorToken, code }) => ({ twoFactorToken, code }),
    changes: [],
  },
  'POST /api/user/auth/login/resend': {
    as: () => undefined,
    prepare: async () => {
      const { twoFactorToken } = await twoFactorSignIn('twoStepResender');
      // The first code was sent over a minute ago, so a new one may go.
      await t.db.execute(sql`update otp_codes set created_at = created_at - interval '61 seconds' where session_id = ${twoFactorToken}`);
      return { twoFactorToken };
    },
    body: ({ twoFactorToken }) => ({ twoFactorToken }),
    changes: [],
  },
  'POST /api/user/auth/refresh': {
    as: () => undefined,
    prepare: async () => ({ refreshToken: (await t.createUser()).refreshToken }),
    body: ({ refreshToken }) => ({ refreshToken }),
    changes: [],
  },
  'POST /api/user/auth/logout': {
    as: () => buyer,
    prepare: async () => ({ refreshToken: (await t.createUser()).refreshToken }),
    body: ({ refreshToken }) => ({ refreshToken }),
    changes: [],
  },
  'POST /api/send-verification': { as: () => undefined, body: () => ({ phoneNumber: uniquePhone() }), changes: [] },
  'POST /api/send-verification-sms': { as: () => undefined, body: () => ({ phoneNumber: uniquePhone() }), changes: [] },
  'POST /api/verify-code': {
    as: () => undefined,
    prepare: async () => {
      const phone = uniquePhone();
      return { phone, code: await sentCode(phone) };
    },
    body: ({ phone, code }) => ({ phoneNumber: phone, code }),
    changes: [],
  },
  'POST /api/check-user-by-phone': { as: () => undefined, body: () => ({ phoneNumber: buyer.phone }), changes: [] },
  'POST /api/signin-with-otp': {
    as: () => undefined,
    prepare: async () => {
      const user = await t.createUser();
      return { phone: user.phone, code: await sentCode(user.phone) };
    },
    body: ({ phone, code }) => ({ phoneNumber: phone, code }),
    changes: [],
  },
  'POST /api/auth/social/continue': {
    as: () => undefined,
    prepare: async () => ({ ticket: await provenSocialSignIn('continued') }),
    body: ({ ticket }) => ({ ticket }),
    changes: [],
  },
  'POST /api/auth/social/phone': {
    as: () => undefined,
    prepare: async () => {
      const phone = uniquePhone();
      await t.request('POST', '/api/verify-code', { body: { phoneNumber: phone, code: await sentCode(phone) } });
      return { ticket: await provenSocialSignIn('byPhone'), phone };
    },
    body: ({ ticket, phone }) => ({ ticket, phoneNumber: phone }),
    changes: ['users:new role=user verified=false suspended=false vat_number=null cr_number=null'],
  },
  'POST /api/auth/social/link': {
    as: () => undefined,
    prepare: async () => ({ ticket: await provenSocialSignIn('linked', victim.email) }),
    body: ({ ticket }) => ({ ticket, password: victim.password }),
    changes: [],
  },
  'POST /api/auth/recover': { as: () => undefined, body: () => ({ emailOrPhone: victim.phone }), changes: [] },
  'POST /api/auth/recover/verify': {
    as: () => undefined,
    prepare: async () => {
      const user = await t.createUser();
      await t.request('POST', '/api/auth/recover', { body: { emailOrPhone: user.phone } });
      return { phone: user.phone, code: await t.lastCode(user.phone) };
    },
    body: ({ phone, code }) => ({ emailOrPhone: phone, code }),
    changes: [],
  },
  'POST /api/auth/recover/reset': {
    as: () => undefined,
    prepare: async () => {
      const user = await t.createUser();
      await t.request('POST', '/api/auth/recover', { body: { emailOrPhone: user.phone } });
      const verified = await t.request<TRecoveryVerifiedReply>('POST', '/api/auth/recover/verify', {
        body: { emailOrPhone: user.phone, code: await t.lastCode(user.phone) },
      });
      return { resetToken: verified.body.resetToken };
    },
    body: ({ resetToken }) => ({ resetToken, password: 'NewPassw0rd!' }),
    changes: [],
  },

  'PUT /api/user/profile': { as: () => buyer, body: () => ({ name: 'Buyer Renamed', bio: 'Collector' }), changes: [] },
  'PUT /api/user/profile/avatar': { as: () => buyer, form: {}, changes: [] },
  'PUT /api/user/profile/password': {
    as: () => buyer,
    body: () => ({ currentPassword: buyer.password, newPassword: buyer.password, confirmPassword: buyer.password }),
    changes: [],
  },
  'PUT /api/user/preferences': { as: () => buyer, body: () => ({ language: 'ar', theme: 'dark' }), changes: [] },
  'PUT /api/user/security': { as: () => buyer, body: () => ({ loginAlerts: false, sessionTimeout: 60 }), changes: [] },
  'POST /api/user/account-deletion': {
    as: () => leaver,
    body: () => ({ reason: 'Moving abroad' }),
    changes: ['account_deletion_requests:new user_id=leaver status=pending'],
  },
  'POST /api/contact': {
    as: () => buyer,
    body: () => ({ fullName: 'Buyer', email: 'buyer@example.com', message: 'Hello there' }),
    changes: [],
  },

  'POST /api/ads/{id}/favorite': { as: () => buyer, prepare: async () => ({ id: await listing('liked', seller) }), changes: [] },
  'POST /api/user/ads': {
    as: () => seller,
    form: { title: 'Posted ad' },
    changes: [
      'listings:new seller_id=seller status=pending_review price_halalas=15000 quantity=3 discount_percentage=0 shipping_cost_halalas=null',
    ],
  },
  'PUT /api/user/ads/{id}': {
    as: () => seller,
    prepare: async () => ({ id: await listing('edited', seller) }),
    form: { price: '120', quantity: '2', status: 'inactive' },
    changes: [
      'listings:edited price_halalas: 10000 → 12000',
      'listings:edited quantity: 50 → 2',
      // The valid form carries a photo, and a photo added is content: the ad goes back to review.
      'listings:edited status: active → pending_review',
    ],
  },
  'DELETE /api/user/ads/{id}': {
    as: () => seller,
    prepare: async () => ({ id: await listing('deleted', seller) }),
    changes: ['listings:deleted deleted'],
  },
  'POST /api/user/favorites': {
    as: () => buyer,
    prepare: async () => ({ ad: await listing('favourited', seller) }),
    body: ({ ad }) => ({ productId: ad }),
    changes: [],
  },
  'DELETE /api/user/favorites/{id}': { as: () => buyer, prepare: async () => ({ id: await listing('unliked', seller) }), changes: [] },
  'POST /api/admin/ads/{id}/approve': {
    as: () => admin,
    prepare: async () => ({ id: await listing('approved', seller, { isApproved: false }) }),
    changes: ['listings:approved status: pending_review → active'],
  },
  'POST /api/admin/ads/{id}/reject': {
    as: () => admin,
    prepare: async () => ({ id: await listing('rejected', seller, { isApproved: false }) }),
    body: () => ({ reason: 'Blurry photos' }),
    changes: ['listings:rejected status: pending_review → rejected'],
  },
  'POST /api/admin/ads/{id}/shipping-cost': {
    as: () => admin,
    prepare: async () => ({ id: await listing('shipped', seller) }),
    body: () => ({ shippingCost: 15 }),
    changes: ['listings:shipped shipping_cost_halalas: null → 1500'],
  },
  'DELETE /api/admin/ads/{id}': {
    as: () => admin,
    prepare: async () => ({ id: await listing('removed', seller) }),
    changes: ['listings:removed deleted'],
  },

  'POST /api/user/wallet': { as: () => buyer, changes: [] },
  'POST /api/user/wallet/deposit': {
    as: () => buyer,
    body: () => ({ amount: 100, description: 'Top up', ...TEST_CARD }),
    // The route comes after the withdrawal's in the document, whose case topped the buyer up already.
    changes: ['ledger_accounts:buyer/available balance: +10000', 'ledger_accounts:platform/external balance: -10000'],
  },
  'POST /api/user/wallet/withdraw': {
    as: () => buyer,
    prepare: async () => {
      await topUp(buyer, 50);
      return {};
    },
    body: () => ({ amount: 50, description: 'Payout', account_info: 'IBAN SA03 8000' }),
    changes: [
      'ledger_accounts:buyer/available balance: -5000',
      'ledger_accounts:buyer/held balance=5000',
      'withdrawals:new user_id=buyer status=pending amount_halalas=5000 decided_by=null',
    ],
  },
  'POST /api/admin/withdrawals/{id}/payout-details': {
    as: () => admin,
    prepare: async () => ({ id: await withdrawal('revealedW') }),
    changes: [],
  },
  'POST /api/admin/withdrawals/export': {
    as: () => admin,
    changes: [],
  },
  'POST /api/admin/withdrawals/{id}/approve': {
    as: () => admin,
    prepare: async () => ({ id: await withdrawal('approvedW') }),
    body: () => ({ transfer_reference: 'SNB-2026-0001' }),
    changes: [
      'ledger_accounts:buyer/held balance: -5000',
      'ledger_accounts:platform/external balance: +5000',
      'withdrawals:approvedW decided_by: null → admin',
      'withdrawals:approvedW status: pending → approved',
    ],
  },
  'POST /api/admin/withdrawals/{id}/reject': {
    as: () => admin,
    prepare: async () => ({ id: await withdrawal('rejectedW') }),
    body: () => ({ rejection_reason: 'Wrong IBAN' }),
    changes: [
      'ledger_accounts:buyer/available balance: +5000',
      'ledger_accounts:buyer/held balance: -5000',
      'withdrawals:rejectedW decided_by: null → admin',
      'withdrawals:rejectedW status: pending → rejected',
    ],
  },
  'POST /api/admin/withdrawals/bulk': {
    as: () => admin,
    prepare: async () => ({ w: await withdrawal('bulkW') }),
    body: ({ w }) => ({ withdrawalIds: [w], action: 'approve', transfer_reference: 'SNB-BULK-0001' }),
    changes: [
      'ledger_accounts:buyer/held balance: -5000',
      'ledger_accounts:platform/external balance: +5000',
      'withdrawals:bulkW decided_by: null → admin',
      'withdrawals:bulkW status: pending → approved',
    ],
  },

  'POST /api/user/cart': {
    as: () => buyer,
    prepare: async () => ({ ad: await listing('carted', seller) }),
    body: ({ ad }) => ({ productId: ad, quantity: 2 }),
    changes: [],
  },
  'POST /api/user/cart/promo': {
    as: () => buyer,
    prepare: async () => {
      await promo('CARTPROMO');
      return { code: 'CARTPROMO' };
    },
    body: ({ code }) => ({ code }),
    changes: [],
  },
  'PUT /api/user/cart/items/{itemId}': { as: () => buyer, prepare: () => cartItem(), body: () => ({ quantity: 3 }), changes: [] },
  'DELETE /api/user/cart/items/{itemId}': { as: () => buyer, prepare: () => cartItem(), changes: [] },

  'POST /api/user/offers': {
    as: () => buyer,
    prepare: async () => ({ ad: await listing('offered', seller, { fields: { acceptsOffers: 'true' } }) }),
    body: ({ ad }) => ({ productId: ad, price: 60 }),
    changes: ['messages:new sender_id=buyer', 'offers:new buyer_id=buyer seller_id=seller status=pending price_halalas=6000'],
  },
  'POST /api/user/offers/{id}/counter': {
    as: () => seller,
    prepare: () => openOffer('countered'),
    body: () => ({ price: 80 }),
    changes: [
      'messages:new sender_id=seller',
      'offers:counteredOffer price_halalas: 6000 → 8000',
      'offers:counteredOffer status: pending → countered',
    ],
  },
  'POST /api/user/offers/{id}/accept': {
    as: () => seller,
    prepare: () => openOffer('accepted'),
    changes: ['listings:accepted quantity: 50 → 49', 'messages:new sender_id=seller', 'offers:acceptedOffer status: pending → accepted'],
  },
  'POST /api/user/offers/{id}/decline': {
    as: () => seller,
    prepare: () => openOffer('declined'),
    changes: ['messages:new sender_id=seller', 'offers:declinedOffer status: pending → declined'],
  },

  'PUT /api/user/sellers/{id}/follow': { as: () => buyer, prepare: async () => ({ id: seller.id }), changes: [] },
  'DELETE /api/user/sellers/{id}/follow': { as: () => buyer, prepare: async () => ({ id: seller.id }), changes: [] },

  'POST /api/user/saved-searches': {
    as: () => buyer,
    body: () => ({ name: 'PS5 in Riyadh', filters: { search: 'ps5', city: 'Riyadh' }, frequency: 'daily' }),
    changes: [],
  },
  'PATCH /api/user/saved-searches/{id}': { as: () => buyer, prepare: () => savedSearch(), body: () => ({ frequency: 'off' }), changes: [] },
  'DELETE /api/user/saved-searches/{id}': { as: () => buyer, prepare: () => savedSearch(), changes: [] },

  'POST /api/user/orders': {
    as: () => buyer,
    prepare: async () => {
      await topUp(buyer, 300);
      const ad = await listing('bought', seller);
      await t.request('POST', '/api/user/cart', { token: buyer.token, body: { productId: ad, quantity: 2 } });
      return { ad };
    },
    body: ({ ad }) => ({ items: [{ productId: ad, quantity: 2 }], deliveryType: 'shipping', shippingAddress: SHIPPING_ADDRESS }),
    changes: [
      'ledger_accounts:buyer/available balance: -20000',
      'ledger_accounts:seller/pending balance=20000',
      'listings:bought quantity: 50 → 48',
      'order_items:new listing_id=bought unit_price=10000 quantity=2 discount_percentage=0',
      'orders:new buyer_id=buyer seller_id=seller status=pending payment_status=paid subtotal=20000 shipping=0 tax=0 discount=0 total=20000 escrow=20000',
    ],
  },
  'PATCH /api/user/orders/{id}/status': {
    as: () => seller,
    prepare: async () => ({ id: await order('processed', { listingId: await listing('forProcessed', seller), sellerOf: seller }) }),
    body: () => ({ status: 'processing' }),
    changes: ['orders:processed status: pending → processing'],
  },
  'POST /api/user/orders/{id}/proof': {
    as: () => seller,
    prepare: async () => ({
      id: await order('photographed', { listingId: await listing('forPhotographed', seller), sellerOf: seller, to: 'processing' }),
    }),
    form: {},
    changes: [],
  },
  'POST /api/user/orders/{id}/cancel': {
    as: () => buyer,
    prepare: async () => ({ id: await order('canceled', { listingId: await listing('forCanceled', seller), sellerOf: seller }) }),
    body: () => ({ reason: 'Changed my mind' }),
    changes: [
      'ledger_accounts:buyer/available balance: +10000',
      'ledger_accounts:seller/pending balance: -10000',
      'listings:forCanceled quantity: 49 → 50',
      'orders:canceled payment_status: paid → refunded',
      'orders:canceled status: pending → canceled',
    ],
  },
  'POST /api/user/ads/{id}/codes': {
    as: () => trader,
    prepare: async () => ({ id: await codeListing('stocked', 0) }),
    body: () => ({ codes: ['MASS-CODE-0001-ABCD'] }),
    changes: ['listings:stocked quantity: 0 → 1', 'listings:stocked status: sold → active'],
  },
  'POST /api/user/ads/{id}/codes/withdraw': {
    as: () => trader,
    prepare: async () => ({ id: await codeListing('unstocked', 1) }),
    body: () => ({ all: true }),
    changes: ['listings:unstocked quantity: 1 → 0', 'listings:unstocked status: active → sold'],
  },
  'POST /api/user/orders/{id}/codes/reveal': {
    as: () => buyer,
    prepare: async () => ({ id: await codeOrder('revealed', { codes: 2 }) }),
    body: () => ({}),
    changes: [],
  },
  'POST /api/user/orders/{id}/pickup/handover': {
    as: () => seller,
    prepare: async () => {
      const listingId = await listing('forHandedOver', seller, { fields: { deliveryType: 'hand' } });
      await t.request('POST', '/api/user/wallet/deposit', { token: buyer.token, body: { amount: 200, ...TEST_CARD } });
      const placed = await t.checkout<{ orders: { id: string }[] }>({
        token: buyer.token,
        body: { items: [{ productId: listingId, quantity: 1 }] },
      });
      const id = named('handedOver', placed.body.orders[0]!.id);
      for (const status of ['processing', 'ready_for_pickup'])
        await t.request('PATCH', `/api/user/orders/${id}/status`, { token: seller.token, body: { status } });
      const seen = await json<{ pickup: { code: string } }>('GET', `/api/user/orders/${id}`, buyer.token);
      return { id, code: seen.pickup.code };
    },
    body: ({ code }) => ({ code }),
    changes: [],
  },
  'POST /api/user/orders/{id}/codes/report': {
    as: () => buyer,
    prepare: async () => ({ id: await codeOrder('reportedCode', { codes: 2, isRevealed: true }) }),
    body: () => ({ reason: 'already_used' }),
    changes: [],
  },
  'POST /api/user/orders/{id}/codes/answer': {
    as: () => trader,
    prepare: async () => ({ id: await codeOrder('replacedCode', { codes: 2, isRevealed: true, isReported: true }) }),
    body: () => ({ action: 'replace' }),
    changes: ['listings:forreplacedCode quantity: 1 → 0', 'listings:forreplacedCode status: active → sold'],
  },
  'POST /api/admin/code-reports/{id}/decide': {
    as: () => admin,
    prepare: async () => ({ id: await codeOrder('judgedCode', { codes: 2, isRevealed: true, isReported: true }) }),
    body: () => ({ decision: 'reject' }),
    changes: [],
  },
  'POST /api/user/orders/{id}/delivered': {
    as: () => seller,
    prepare: async () => ({
      id: await order('serviceDone', {
        listingId: await listing('forServiceDone', seller, { fields: { type: 'digital_service', deliveryHours: '24' } }),
        sellerOf: seller,
      }),
    }),
    body: () => ({}),
    changes: ['orders:serviceDone status: pending → shipped'],
  },
  'POST /api/user/orders/{id}/review': {
    as: () => buyer,
    prepare: async () => ({
      id: await order('reviewed', { listingId: await listing('forReviewed', seller), sellerOf: seller, to: 'completed' }),
    }),
    body: () => ({ rating: 3, review: 'Fine' }),
    changes: ['reviews:new buyer_id=buyer seller_id=seller rating=3'],
  },
  'POST /api/user/wallet/confirm-delivery/{id}': {
    as: () => buyer,
    prepare: async () => ({
      id: await order('delivered', { listingId: await listing('forDelivered', seller), sellerOf: seller, to: 'shipped' }),
    }),
    changes: [
      'ledger_accounts:seller/available balance: +10000',
      'ledger_accounts:seller/pending balance: -10000',
      'orders:delivered payment_status: paid → released',
      'orders:delivered status: shipped → completed',
    ],
  },
  'POST /api/user/wallet/auto-withdraw/{id}': {
    as: () => seller,
    prepare: async () => {
      const id = await order('released', { listingId: await listing('forReleased', seller), sellerOf: seller, to: 'shipped' });
      await t.db.execute(
        sql`update orders set shipped_at = now() - interval '4 days', protection_starts_at = now() - interval '4 days' where id = ${id}`,
      );
      return { id };
    },
    changes: [
      'ledger_accounts:seller/available balance: +10000',
      'ledger_accounts:seller/pending balance: -10000',
      'orders:released payment_status: paid → released',
      'orders:released status: shipped → completed',
    ],
  },
  'POST /api/user/orders/{id}/dispute': {
    as: () => buyer,
    prepare: async () => ({
      id: await order('disputed', { listingId: await listing('forDisputed', seller), sellerOf: seller, to: 'shipped' }),
    }),
    body: () => ({ reason: 'damaged', details: 'The case arrived cracked.' }),
    changes: ['disputes:new opened_by=buyer status=open resolution=null refund_amount=null'],
  },
  'POST /api/user/orders/{id}/dispute/messages': {
    as: () => buyer,
    prepare: async () => ({ id: (await dispute('talked')).orderId }),
    body: () => ({ message: 'Any news?' }),
    changes: [],
  },
  'POST /api/admin/disputes/{id}/messages': {
    as: () => admin,
    prepare: async () => ({ id: (await dispute('answered')).disputeId }),
    body: () => ({ message: 'Looking into it' }),
    changes: [],
  },
  'POST /api/admin/disputes/{id}/decide': {
    as: () => admin,
    prepare: async () => ({ id: (await dispute('decided')).disputeId }),
    body: () => ({ decision: 'refund', note: 'Damaged in transit' }),
    changes: [
      'disputes:decidedDispute refund_amount: null → 10000',
      'disputes:decidedDispute resolution: null → refund',
      'disputes:decidedDispute status: open → resolved',
      'ledger_accounts:buyer/available balance: +10000',
      'ledger_accounts:seller/pending balance: -10000',
      'orders:decided payment_status: paid → refunded',
      'orders:decided status: shipped → canceled',
    ],
  },

  'POST /api/user/chat/start': { as: () => buyer, body: () => ({ other_user_id: seller.id }), changes: [] },
  'POST /api/user/chat/{id}/send': {
    as: () => buyer,
    prepare: () => chat(seller),
    body: () => ({ message: 'Still available?' }),
    changes: ['messages:new sender_id=buyer'],
  },
  'POST /api/user/chats': { as: () => buyer, body: () => ({ sellerId: trader.id }), changes: [] },
  'POST /api/user/chats/{id}/messages': {
    as: () => buyer,
    prepare: () => chat(seller),
    body: () => ({ message: 'Hello' }),
    changes: ['messages:new sender_id=buyer'],
  },
  'PUT /api/user/chats/{id}/read': { as: () => seller, prepare: () => chat(seller), changes: [] },
  'DELETE /api/user/chats/{id}': { as: () => buyer, prepare: () => chat(victim), changes: [] },
  'POST /api/trader/chats/{id}/messages': {
    as: () => trader,
    prepare: () => chat(trader),
    body: () => ({ message: 'Yes' }),
    changes: ['messages:new sender_id=trader'],
  },
  'PATCH /api/trader/chats/{id}/read': { as: () => trader, prepare: () => chat(trader), changes: [] },
  'POST /api/admin/chats/{id}/messages': {
    as: () => admin,
    prepare: async () => ({
      id: (await json<TClientActionReply>('POST', `/api/admin/users/${victim.id}/message`, admin.token, {})).chatId!,
    }),
    body: () => ({ message: 'Hello from support' }),
    changes: ['messages:new sender_id=admin'],
  },

  'PATCH /api/user/notifications/{id}/read': { as: () => buyer, prepare: () => notification(buyer, 'user'), changes: [] },
  'DELETE /api/user/notifications/{id}': { as: () => buyer, prepare: () => notification(buyer, 'user'), changes: [] },
  'POST /api/user/notifications/mark-all-read': { as: () => buyer, changes: [] },
  'PUT /api/user/push/subscriptions': {
    as: () => buyer,
    body: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/write-route-case',
      keys: {
        p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
        auth: 'BTBZMqHH6r4Tts7J_aSIgg',
      },
    }),
    changes: [],
  },
  'DELETE /api/user/push/subscriptions/{id}': { as: () => buyer, prepare: async () => ({ id: 'not-a-device-of-hers' }), changes: [] },
  'PATCH /api/trader/notifications/{id}/read': { as: () => trader, prepare: () => notification(trader, 'trader'), changes: [] },
  'DELETE /api/trader/notifications/{id}': { as: () => trader, prepare: () => notification(trader, 'trader'), changes: [] },
  'POST /api/trader/notifications/mark-all-read': { as: () => trader, changes: [] },

  'POST /api/admin/promo-codes': {
    as: () => admin,
    body: () => ({ code: 'NEWPROMO', type: 'fixed', value: 20, expiresAt: '2099-06-30', usageLimit: 10, active: true }),
    changes: ['promo_codes:new type=fixed value_hundredths=2000 usage_limit=10 used_count=0 active=true'],
  },
  'PUT /api/admin/promo-codes/{id}': {
    as: () => admin,
    prepare: async () => ({ id: await promo('EDITED') }),
    body: () => ({ code: 'EDITED', type: 'percentage', value: 15, expiresAt: '2099-06-30', usageLimit: 7, active: true }),
    changes: ['promo_codes:EDITED usage_limit: 5 → 7', 'promo_codes:EDITED value_hundredths: 1000 → 1500'],
  },
  'PATCH /api/admin/promo-codes/{id}': {
    as: () => admin,
    prepare: async () => ({ id: await promo('PAUSED') }),
    body: () => ({ active: false }),
    changes: ['promo_codes:PAUSED active: true → false'],
  },
  'DELETE /api/admin/promo-codes/{id}': {
    as: () => admin,
    prepare: async () => ({ id: await promo('GONE') }),
    changes: ['promo_codes:GONE deleted'],
  },
  'POST /api/admin/promo-codes/bulk': {
    as: () => admin,
    prepare: async () => ({ p: await promo('BULK') }),
    body: ({ p }) => ({ action: 'deactivate', promoCodeIds: [p] }),
    changes: ['promo_codes:BULK active: true → false'],
  },

  'PUT /api/trader/profile': {
    as: () => trader,
    body: () => ({ store_name: 'Trader Store', description: 'Consoles and games', location: 'Riyadh' }),
    changes: [],
  },
  'PUT /api/trader/profile/vat': {
    as: () => trader,
    body: () => ({ vatNumber: '310122393500003', crNumber: '1010123456' }),
    // The numbers wait for an admin in the trader request queue; the user's own stay unverified.
    changes: ['seller_requests:new user_id=trader type=store status=pending decided_by=null'],
  },
  'PUT /api/trader/profile/password': {
    as: () => trader,
    body: () => ({ currentPassword: trader.password, newPassword: trader.password, confirmPassword: trader.password }),
    changes: [],
  },
  'POST /api/trader/wallet/withdraw': {
    as: () => trader,
    prepare: async () => {
      await order('traderSale', { listingId: await listing('forTraderSale', trader), sellerOf: trader, to: 'completed' });
      return {};
    },
    body: () => ({ amount: 50 }),
    changes: [
      'ledger_accounts:trader/available balance: -5000',
      'ledger_accounts:trader/held balance=5000',
      'withdrawals:new user_id=trader status=pending amount_halalas=5000 decided_by=null',
    ],
  },
  'POST /api/trader/products': {
    as: () => trader,
    form: { name: 'Posted product', title: 'Posted product' },
    changes: [
      'listings:new seller_id=trader status=pending_review price_halalas=15000 quantity=3 discount_percentage=0 shipping_cost_halalas=null',
    ],
  },
  'PUT /api/trader/products/{id}': {
    as: () => trader,
    prepare: async () => ({ id: await listing('editedProduct', trader) }),
    form: { price: '120', quantity: '2', status: 'inactive' },
    changes: [
      'listings:editedProduct price_halalas: 10000 → 12000',
      'listings:editedProduct quantity: 50 → 2',
      // The valid form carries a photo, and a photo added is content: the ad goes back to review.
      'listings:editedProduct status: active → pending_review',
    ],
  },
  'DELETE /api/trader/products/{id}': {
    as: () => trader,
    prepare: async () => ({ id: await listing('deletedProduct', trader) }),
    changes: ['listings:deletedProduct deleted'],
  },
  'POST /api/trader/products/draft': {
    as: () => trader,
    body: () => ({ name: 'Draft product', price: 90 }),
    changes: ['listings:new seller_id=trader status=draft price_halalas=9000 quantity=1 discount_percentage=0 shipping_cost_halalas=null'],
  },
  'PATCH /api/trader/products/{id}/status': {
    as: () => trader,
    prepare: async () => ({ id: await listing('pausedProduct', trader) }),
    body: () => ({ status: 'inactive' }),
    changes: ['listings:pausedProduct status: active → inactive'],
  },
  'PATCH /api/trader/orders/{id}/status': {
    as: () => trader,
    prepare: async () => ({
      id: await order('traderProcessed', { listingId: await listing('forTraderProcessed', trader), sellerOf: trader }),
    }),
    body: () => ({ status: 'processing' }),
    changes: ['orders:traderProcessed status: pending → processing'],
  },
  'POST /api/trader/orders/{id}/proof': {
    as: () => trader,
    prepare: async () => ({
      id: await order('proven', { listingId: await listing('forProven', trader), sellerOf: trader, to: 'shipped' }),
    }),
    form: {},
    changes: [],
  },

  'PUT /api/user/item-watches/{itemId}': {
    as: () => buyer,
    prepare: async () => ({ itemId: await catalogueItem('Watched item') }),
    body: () => ({ group: 'used', city: 'Jeddah' }),
    changes: [],
  },
  'DELETE /api/user/item-watches/{itemId}': {
    as: () => buyer,
    prepare: async () => {
      const itemId = await catalogueItem('Item watched, then not');
      await json('PUT', `/api/user/item-watches/${itemId}`, buyer.token, {});
      return { itemId };
    },
    changes: [],
  },
  // The sandbox's onboarding (FATOORA_PROVIDER=log), step by step, in the document's order; its OTP is the portal's.
  'POST /api/admin/zatca/onboarding/compliance-csid': { as: () => admin, body: () => ({ otp: '123345' }), changes: [] },
  'POST /api/admin/zatca/onboarding/compliance-checks': { as: () => admin, body: () => ({}), changes: [] },
  'POST /api/admin/zatca/onboarding/production-csid': { as: () => admin, body: () => ({}), changes: [] },

  'POST /api/admin/catalogue-items': {
    as: () => admin,
    body: () => ({ kind: 'game', name: 'EA Sports FC 25', nameAr: 'إف سي 25', searchTerms: ['fifa 25'] }),
    changes: [],
  },
  'PUT /api/admin/catalogue-items/{id}': {
    as: () => admin,
    prepare: async () => ({ id: await catalogueItem('Old item') }),
    body: () => ({ kind: 'device', name: 'Renamed item', nameAr: 'اسم جديد' }),
    changes: [],
  },
  'POST /api/admin/catalogue-items/{id}/art': {
    as: () => admin,
    prepare: async () => ({ id: await catalogueItem('Item with art') }),
    form: {},
    changes: [],
  },
  'POST /api/admin/catalogue-items/{id}/merge': {
    as: () => admin,
    prepare: async () => ({ id: await catalogueItem('Duplicate item'), into: await catalogueItem('Kept item') }),
    body: (params) => ({ into: params.into }),
    changes: [],
  },
  'PUT /api/admin/ads/{id}/catalogue-item': {
    as: () => admin,
    prepare: async () => ({ id: await listing('linked', seller), item: await catalogueItem('Linked item') }),
    body: (params) => ({ itemId: params.item }),
    changes: [],
  },
  'POST /api/admin/search-synonyms': {
    as: () => admin,
    body: () => ({ key: 'steam-deck', terms: ['steam deck', 'ستيم ديك'], matches: ['steam deck'] }),
    changes: [],
  },
  'PUT /api/admin/search-synonyms/{id}': {
    as: () => admin,
    prepare: async () => ({ id: await synonymGroup('rog-ally') }),
    body: () => ({ key: 'rog-ally', terms: ['rog ally', 'روق الاي'], matches: ['rog ally'] }),
    changes: [],
  },
  'DELETE /api/admin/search-synonyms/{id}': {
    as: () => admin,
    prepare: async () => ({ id: await synonymGroup('legion-go') }),
    changes: [],
  },
  'POST /api/admin/platforms': {
    as: () => admin,
    body: () => ({ name: 'Steam Deck', platform_type: 'handheld', is_active: true }),
    changes: [],
  },
  'PUT /api/admin/platforms/{id}': {
    as: () => admin,
    prepare: async () => ({
      id: (await json<TPlatformSavedReply>('POST', '/api/admin/platforms', admin.token, { name: 'Old platform' })).platform.id,
    }),
    body: () => ({ name: 'Renamed platform', is_active: false }),
    changes: [],
  },
  'DELETE /api/admin/platforms/{id}': {
    as: () => admin,
    prepare: async () => ({
      id: (await json<TPlatformSavedReply>('POST', '/api/admin/platforms', admin.token, { name: 'Doomed platform' })).platform.id,
    }),
    changes: [],
  },
  'POST /api/admin/categories': { as: () => admin, body: () => ({ name: 'Simulation', is_active: true }), changes: [] },
  'PUT /api/admin/categories/{id}': {
    as: () => admin,
    prepare: async () => ({
      id: (await json<TCategorySavedReply>('POST', '/api/admin/categories', admin.token, { name: 'Old category' })).category.id,
    }),
    body: () => ({ name: 'Renamed category' }),
    changes: [],
  },
  'DELETE /api/admin/categories/{id}': {
    as: () => admin,
    prepare: async () => ({
      id: (await json<TCategorySavedReply>('POST', '/api/admin/categories', admin.token, { name: 'Doomed category' })).category.id,
    }),
    changes: [],
  },
  'POST /api/admin/platforms/{id}/icon': {
    as: () => admin,
    prepare: async () => ({
      id: (await json<TPlatformSavedReply>('POST', '/api/admin/platforms', admin.token, { name: 'Iconic platform' })).platform.id,
    }),
    form: {},
    changes: [],
  },
  'POST /api/admin/categories/{id}/icon': {
    as: () => admin,
    prepare: async () => ({
      id: (await json<TCategorySavedReply>('POST', '/api/admin/categories', admin.token, { name: 'Iconic category' })).category.id,
    }),
    form: {},
    changes: [],
  },
  'POST /api/admin/banners': { as: () => admin, form: { title: 'Posted banner' }, changes: [] },
  'PUT /api/admin/banners/{id}': { as: () => admin, prepare: () => banner(), form: { title: 'Edited banner' }, changes: [] },
  'DELETE /api/admin/banners/{id}': { as: () => admin, prepare: () => banner(), changes: [] },
  'PATCH /api/admin/banners/{id}/toggle-status': {
    as: () => admin,
    prepare: () => banner(),
    body: () => ({ isActive: false }),
    changes: [],
  },
  'PATCH /api/admin/banners/{id}/priority': { as: () => admin, prepare: () => banner(), body: () => ({ priority: 3 }), changes: [] },

  'POST /api/ads/{id}/report': {
    as: () => buyer,
    prepare: async () => ({ id: await listing('reported', seller) }),
    body: () => ({ reason: 'scam', details: 'Price too good' }),
    changes: ['listing_reports:new reporter_id=buyer status=open decided_by=null'],
  },
  'POST /api/admin/reports/{id}/decide': {
    as: () => admin,
    prepare: async () => {
      const id = await listing('judged', seller);
      const report = await json<TReportListingReply>('POST', `/api/ads/${id}/report`, victim.token, { reason: 'counterfeit' });
      named('judgedReport', report.reportId);
      return { id };
    },
    body: () => ({ action: 'dismiss', reason: 'Looks genuine' }),
    changes: ['listing_reports:judgedReport decided_by: null → admin', 'listing_reports:judgedReport status: open → dismissed'],
  },
  'POST /api/user/seller-requests': {
    as: () => seller,
    form: {},
    changes: ['seller_requests:new user_id=seller type=store status=pending decided_by=null'],
  },
  'PUT /api/admin/orders/{id}': {
    as: () => admin,
    prepare: async () => ({ id: await order('adminEdited', { listingId: await listing('forAdminEdited', seller), sellerOf: seller }) }),
    body: () => ({ status: 'processing', reason: 'Checked with the seller', shippingAddress: SHIPPING_ADDRESS }),
    changes: ['orders:adminEdited status: pending → processing'],
  },
  'DELETE /api/admin/orders/{id}': {
    as: () => admin,
    prepare: async () => ({
      id: await order('archived', { listingId: await listing('forArchived', seller), sellerOf: seller, to: 'completed' }),
    }),
    changes: [],
  },
  'POST /api/admin/requests/{id}/approve': {
    as: () => admin,
    prepare: () => sellerRequest('approvedApplicant'),
    body: () => ({}),
    changes: [
      'seller_requests:approvedApplicantRequest decided_by: null → admin',
      'seller_requests:approvedApplicantRequest status: pending → approved',
      'users:approvedApplicant role: user → trader',
      'users:approvedApplicant verified: false → true',
    ],
  },
  'POST /api/admin/requests/{id}/cr-check': {
    as: () => admin,
    // The sandbox registry's active demo CR.
    prepare: () => sellerRequest('crChecked', { crNumber: '7001234561' }),
    body: () => ({}),
    changes: [],
  },
  'POST /api/user/identity-verification': {
    as: () => buyer,
    body: () => ({ nationalId: '1234567890' }),
    changes: ['identity_verifications:new user_id=buyer status=pending verified_name=null'],
  },
  'POST /api/admin/requests/{id}/reject': {
    as: () => admin,
    prepare: () => sellerRequest('rejectedApplicant'),
    body: () => ({ reason: 'Certificate expired' }),
    changes: [
      'seller_requests:rejectedApplicantRequest decided_by: null → admin',
      'seller_requests:rejectedApplicantRequest status: pending → rejected',
    ],
  },
  'POST /api/admin/users': {
    as: () => admin,
    body: () => ({ name: 'Added member', email: 'added-member@example.com', phone: uniquePhone(), password: 'Passw0rd!x', role: 'user' }),
    changes: ['users:new role=user verified=false suspended=false vat_number=null cr_number=null'],
  },
  'PATCH /api/admin/users/{id}/role': {
    as: () => admin,
    prepare: async () => ({ id: (await person('promoted')).id }),
    body: () => ({ role: 'trader' }),
    changes: ['users:promoted role: user → trader'],
  },
  'POST /api/admin/users/{id}/{action}': {
    as: () => admin,
    prepare: async () => ({ id: (await person('suspended')).id, action: 'suspend' }),
    body: () => ({ reason: 'Spam' }),
    changes: ['users:suspended suspended: false → true'],
  },
  'POST /api/admin/notifications': {
    as: () => admin,
    body: () => ({ subject: 'Maintenance', content: 'Tonight at 2 am', type: 'new' }),
    changes: [],
  },
  'POST /api/admin/jobs/{id}/retry': {
    as: () => admin,
    prepare: async () => {
      // A delivery that cannot succeed (its recipient does not exist), with one attempt: a dead letter once run.
      const broken = {
        type: 'seller_request_decided',
        id: randomUUID(),
        userId: 'nobody',
        sellerType: 'person',
        isApproved: true,
        reason: null,
      };
      const { rows } = await t.db.execute(
        sql`select (graphile_worker.add_job('domain_event', ${JSON.stringify(broken)}::json, max_attempts => 1)).id::text as id`,
      );
      await t.jobsSettled();
      return { id: (rows[0] as { id: string }).id };
    },
    changes: [],
  },
  'POST /api/admin/deletion-requests/{id}/close': {
    as: () => admin,
    prepare: async () => ({ id: await deletionRequest('closer') }),
    changes: ['account_deletion_requests:closerRequest status: pending → completed', 'users:closer suspended: false → true'],
  },
  'POST /api/admin/deletion-requests/{id}/decline': {
    as: () => admin,
    prepare: async () => ({ id: await deletionRequest('stayer') }),
    body: () => ({ reason: 'You still have an open order' }),
    changes: ['account_deletion_requests:stayerRequest status: pending → declined'],
  },
  'PATCH /api/admin/contact-messages/{id}': {
    as: () => admin,
    prepare: async () => {
      await t.request('POST', '/api/contact', {
        body: { fullName: 'Visitor', email: 'visitor@example.com', message: 'Do you buy consoles?' },
      });
      const inbox = await json<TContactMessageListReply>('GET', '/api/admin/contact-messages?status=new', admin.token);
      return { id: inbox.messages[0]!.id };
    },
    body: () => ({ isHandled: true }),
    changes: [],
  },
  'PUT /api/admin/profile/password': {
    as: () => admin,
    body: () => ({ currentPassword: admin.password, newPassword: admin.password }),
    changes: [],
  },
};

/** The buyer's open offer of 60 SAR on a new listing of the seller's that takes offers. */
async function openOffer(name: string) {
  const ad = await listing(name, seller, { fields: { acceptsOffers: 'true' } });
  return {
    id: named(`${name}Offer`, (await json<TOfferReply>('POST', '/api/user/offers', buyer.token, { productId: ad, price: 60 })).offer.id),
  };
}
/** The trader's approved digital code listing with `codes` codes in stock (ADR 020). */
async function codeListing(name: string, codes: number) {
  const id = await listing(name, trader, { fields: { type: 'digital_code', region: 'SA', location: '' } });
  if (codes > 0) {
    await t.request('POST', `/api/user/ads/${id}/codes`, {
      token: trader.token,
      body: { codes: Array.from({ length: codes }, (_, i) => `${name}-${i}-${randomUUID()}`) },
    });
  }
  return id;
}
/** A paid code order from the trader's listing: revealed by the buyer, and reported, when asked. */
async function codeOrder(
  name: string,
  { codes, isRevealed = false, isReported = false }: { codes: number; isRevealed?: boolean; isReported?: boolean },
) {
  const { orderId } = await buyListing(t, { listingId: await codeListing(`for${name}`, codes), buyer, deposit: 200 });
  if (isRevealed) await t.request('POST', `/api/user/orders/${orderId}/codes/reveal`, { token: buyer.token });
  if (isReported)
    await t.request('POST', `/api/user/orders/${orderId}/codes/report`, { token: buyer.token, body: { reason: 'not_working' } });
  return named(name, orderId);
}

async function cartItem() {
  const ad = await listing('cartItem', seller);
  await t.request('POST', '/api/user/cart', { token: buyer.token, body: { productId: ad, quantity: 1 } });
  const row = await t.db.execute(sql`select id from cart_items where user_id = ${buyer.id} and listing_id = ${ad}`);
  return { itemId: (row.rows[0] as { id: string }).id };
}
/** A password sign-in of a new account with two-factor on, waiting for its code. */
async function twoFactorSignIn(name: string) {
  const user = await person(name);
  await t.request('PUT', '/api/user/security', { token: user.token, body: { twoFactorEnabled: true } });
  const login = await json<TTwoFactorChallenge>('POST', '/api/user/auth/login', '', { emailOrPhone: user.email, password: user.password });
  return { user, twoFactorToken: login.twoFactorToken };
}
/** The open account-deletion request of a new account. */
async function deletionRequest(name: string) {
  const user = await person(name);
  const reply = await json<TAccountDeletionRequestedReply>('POST', '/api/user/account-deletion', user.token, { reason: 'Not using it' });
  return named(`${name}Request`, reply.request.id);
}
async function dispute(name: string) {
  const orderId = await order(name, { listingId: await listing(`for${name}`, seller), sellerOf: seller, to: 'shipped' });
  const opened = await json<TDisputeChangeReply>('POST', `/api/user/orders/${orderId}/dispute`, buyer.token, {
    reason: 'not_received',
    details: 'Nothing came yet.',
  });
  return { orderId, disputeId: named(`${name}Dispute`, opened.dispute.id) };
}
async function savedSearch() {
  const reply = await json<TSavedSearchReply>('POST', '/api/user/saved-searches', buyer.token, {
    name: 'Zelda',
    filters: { search: 'zelda' },
  });
  return { id: reply.savedSearch.id };
}
async function chat(other: User) {
  return { id: (await json<TStartChatReply>('POST', '/api/user/chat/start', buyer.token, { other_user_id: other.id })).chat_id };
}
async function notification(user: User, family: 'user' | 'trader') {
  await t.request('POST', '/api/admin/notifications', {
    token: admin.token,
    body: { subject: 'Hi', content: 'Hello', type: 'personal', recipients: [user.id] },
  });
  const list = await json<TNotificationsReply>('GET', `/api/${family}/notifications`, user.token);
  return { id: list.notifications[0]!.id };
}
async function banner() {
  const route = { method: 'POST', path: '/api/admin/banners', params: [], body: null, isForm: true };
  const reply = await t.request<TBannerSavedReply>('POST', '/api/admin/banners', { token: admin.token, body: await validForm(route) });
  return { id: reply.body.banner.id };
}
async function sellerRequest(name: string, fields: Record<string, string> = {}) {
  const applicant = await person(name);
  const route = { method: 'POST', path: '/api/user/seller-requests', params: [], body: null, isForm: true };
  const reply = await t.request<TSellerRequestSentReply>('POST', '/api/user/seller-requests', {
    token: applicant.token,
    body: await validForm(route, {}, fields),
  });
  return { id: named(`${name}Request`, reply.body.request.id) };
}

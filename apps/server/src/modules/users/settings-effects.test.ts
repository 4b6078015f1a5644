import type {
  TAuthReply,
  TCheckoutReply,
  TCodeSentReply,
  TErrorReply,
  THomeListingsReply,
  TListingDetailReply,
  TMeReply,
  TNotificationsReply,
  TPreferences,
  TPreferencesReply,
  TPublicProfileReply,
  TSecurityReply,
  TSecuritySettings,
  TStartChatReply,
  TTwoFactorChallenge,
  TTwoFactorVerify,
} from '@gamesouq/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import { collect, nextEvent, useSockets } from '../../test/sockets.js';
import { type User, useAdmin, useTestApp } from '../../test/test-app.js';
import { signInAddresses, users } from './tables.js';

const t = useTestApp();
const admin = useAdmin(t);
const { connect: live } = useSockets(() => t.baseUrl);

async function setPreferences(user: User, changes: Partial<TPreferences>) {
  const current = await t.request<TPreferencesReply>('GET', '/api/user/preferences', { token: user.token });
  const saved = await t.request<TPreferencesReply>('PUT', '/api/user/preferences', {
    token: user.token,
    body: { ...current.body.preferences, ...changes },
  });
  expect(saved.status).toBe(200);
}

async function setSecurity<T = TSecurityReply>(user: User, changes: Partial<TSecuritySettings>) {
  const { passwordLastChanged: _, ...current } = (await t.request<TSecurityReply>('GET', '/api/user/security', { token: user.token })).body
    .security;
  return t.request<T>('PUT', '/api/user/security', { token: user.token, body: { ...current, ...changes } });
}

/** A buyer orders one of the seller's products (five in stock); returns the order's number. */
async function orderFrom(seller: User, listingId?: string) {
  const id = listingId ?? (await postAd(t, { token: seller.token, approveWith: admin.token, fields: { quantity: '5', price: '20' } }));
  const buyer = await t.createUser();
  await t.request('POST', '/api/user/wallet/deposit', {
    token: buyer.token,
    body: { amount: 100, cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'Buyer' },
  });
  const placed = await t.checkout<TCheckoutReply>({
    token: buyer.token,
    body: {
      items: [{ productId: id, quantity: 1 }],
      deliveryType: 'shipping',
      shippingAddress: { fullName: 'Sara', phone: '+966500000001', city: 'Riyadh', address: 'Olaya St' },
    },
  });
  expect(placed.status).toBe(201);
  return { number: String(placed.body.orders[0]!.number), listingId: id, buyer };
}

/** What the bell lists once the queue has delivered what the calls so far recorded. */
const notificationsOf = async (user: User) => {
  await t.jobsSettled();
  return (await t.request<TNotificationsReply>('GET', '/api/user/notifications?limit=100', { token: user.token })).body.notifications;
};

describe('notification preferences', () => {
  it('keeps order notifications out with Order updates off, and in the list without a live pop-up with Push off', async () => {
    const seller = await t.createUser({ role: 'trader' });
    const socket = await live(seller);
    const newOrders = async () => (await notificationsOf(seller)).filter((n) => n.data.event === 'placed').map((n) => n.data.number);

    await setPreferences(seller, { orderUpdates: false });
    const quiet = collect(socket, 'notification', 600);
    const first = await orderFrom(seller);
    expect((await quiet).filter((n) => n.type === 'order')).toEqual([]);
    expect(await newOrders()).toEqual([]);

    await setPreferences(seller, { orderUpdates: true, pushNotifications: false });
    const unpushed = collect(socket, 'notification', 600);
    const second = await orderFrom(seller, first.listingId);
    expect(await unpushed).toEqual([]);
    // The ad's approval is not an order update: it still arrived.
    expect((await notificationsOf(seller)).some((n) => n.data.event === 'listing_approved')).toBe(true);
    expect(await newOrders()).toEqual([second.number]);

    await setPreferences(seller, { pushNotifications: true });
    const pushed = nextEvent(socket, 'notification', (n) => n.data.event === 'placed');
    const third = await orderFrom(seller, first.listingId);
    expect((await pushed).data.number).toBe(third.number);
    expect(await newOrders()).toEqual([third.number, second.number]);
  });

  it('delivers chat messages but no chat notification or toast with Chat notifications off', async () => {
    const seller = await t.createUser({ role: 'trader' });
    const buyer = await t.createUser();
    const socket = await live(seller);
    const chat = await t.request<TStartChatReply>('POST', '/api/user/chat/start', {
      token: buyer.token,
      body: { other_user_id: seller.id },
    });
    const send = (message: string) =>
      t.request('POST', `/api/user/chat/${chat.body.chat_id}/send`, { token: buyer.token, body: { message } });
    const chatNotifications = async () => (await notificationsOf(seller)).filter((n) => n.type === 'chat').map((n) => n.message);

    await setPreferences(seller, { chatNotifications: false });
    const message = nextEvent(socket, 'new_message');
    const toasts = collect(socket, 'chat_notification', 600);
    await send('Is it available?');
    expect((await message).text).toBe('Is it available?');
    expect(await toasts).toEqual([]);
    expect(await chatNotifications()).toEqual([]);

    await setPreferences(seller, { chatNotifications: true });
    const toast = nextEvent(socket, 'chat_notification');
    await send('Hello?');
    expect((await toast).message).toBe('Hello?');
    expect(await chatNotifications()).toEqual(['Hello?']);
  });
});

describe('login alerts', () => {
  it('tells the owner of a sign-in from a new address, live on their open screens, unless login alerts are off', async () => {
    const user = await t.createUser();
    const socket = await live(user);
    const login = () =>
      t.request<TAuthReply>('POST', '/api/user/auth/login', { body: { emailOrPhone: user.email, password: user.password } });
    const alerts = async () => (await notificationsOf(user)).filter((n) => n.data.event === 'sign_in');
    // createUser signed in once from 127.0.0.1: the account's first address is not news, and nor is a known one.
    expect((await login()).status).toBe(200);
    expect(await alerts()).toEqual([]);

    // The account has signed in from elsewhere before; this address is now a new one for it.
    await t.db.delete(signInAddresses).where(eq(signInAddresses.userId, user.id));
    await t.db.insert(signInAddresses).values({ userId: user.id, ip: '203.0.113.7' });
    const alert = nextEvent(socket, 'notification', (n) => n.data.event === 'sign_in');
    expect((await login()).status).toBe(200);
    expect(await alert).toMatchObject({ type: 'system', title: 'New sign-in to your account', data: { ip: '127.0.0.1' } });
    expect(await alerts()).toHaveLength(1);
    expect((await login()).status).toBe(200);
    expect(await alerts()).toHaveLength(1);

    await setSecurity(user, { loginAlerts: false });
    await t.db.delete(signInAddresses).where(eq(signInAddresses.ip, '127.0.0.1'));
    const none = collect(socket, 'notification', 600);
    expect((await login()).status).toBe(200);
    expect(await none).toEqual([]);
    expect(await alerts()).toHaveLength(1);
  });
});

describe('two-factor authentication', () => {
  it('asks a password sign-in for the code sent to the phone, and refuses a phone code alone', async () => {
    const user = await t.createUser();
    expect((await setSecurity(user, { twoFactorEnabled: true })).status).toBe(200);
    const login = <T = TTwoFactorChallenge>() =>
      t.request<T>('POST', '/api/user/auth/login', {
        body: { emailOrPhone: user.email, password: user.password, rememberMe: true },
      });
    const first = await login();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ twoFactorRequired: true, phone: `•••• ${user.phone.slice(-4)}` });
    expect(first.body).not.toHaveProperty('access_token');
    expect((await t.request('POST', '/api/user/auth/login', { body: { emailOrPhone: user.email, password: 'Wrong-1!' } })).status).toBe(
      401,
    );
    const code = await t.lastCode(user.phone);
    expect(code).toMatch(/^\d{6}$/);
    const verify = <T = TAuthReply>(body: TTwoFactorVerify) => t.request<T>('POST', '/api/user/auth/login/verify', { body });
    const wrong = await verify<TErrorReply>({ twoFactorToken: first.body.twoFactorToken, code: code === '000000' ? '111111' : '000000' });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Wrong code. Tries left: 4.']);
    expect((await verify({ twoFactorToken: 'made-up', code })).status).toBe(401);
    const done = await verify({ twoFactorToken: first.body.twoFactorToken, code, rememberMe: true });
    expect([done.status, done.body.message]).toEqual([200, 'Login successful']);
    expect((await t.request<TMeReply>('GET', '/api/user/me', { token: done.body.access_token })).body.id).toBe(user.id);
    // A code serves once.
    expect((await verify({ twoFactorToken: first.body.twoFactorToken, code })).status).toBe(400);
    // The resend button waits a minute between codes, like every code.
    const resend = await t.request<TErrorReply>('POST', '/api/user/auth/login/resend', {
      body: { twoFactorToken: first.body.twoFactorToken },
    });
    expect(resend.status).toBe(429);

    // The phone code alone is one factor: refused while two-factor is on, accepted once it is off.
    expect((await t.request<TCodeSentReply>('POST', '/api/send-verification-sms', { body: { phoneNumber: user.phone } })).status).toBe(200);
    const otp = await t.lastCode(user.phone);
    const byPhone = await t.request<TErrorReply>('POST', '/api/signin-with-otp', { body: { phoneNumber: user.phone, code: otp } });
    expect([byPhone.status, byPhone.body.message]).toEqual([
      403,
      'Two-factor authentication is on for this account. Please sign in with your password and the code sent to your phone.',
    ]);
    await t.request('PUT', '/api/user/security', {
      token: done.body.access_token,
      body: { twoFactorEnabled: false, loginAlerts: true, sessionTimeout: 30 },
    });
    expect((await login<TAuthReply>()).body.access_token).toEqual(expect.any(String));
    expect((await t.request('POST', '/api/signin-with-otp', { body: { phoneNumber: user.phone, code: otp } })).status).toBe(200);
  });

  it('refuses to turn two-factor on for an account without a phone', async () => {
    const user = await t.createUser();
    await t.db.update(users).set({ phone: null }).where(eq(users.id, user.id));
    const refused = await setSecurity<TErrorReply>(user, { twoFactorEnabled: true });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'Add a phone number to your account before turning on two-factor authentication.',
    ]);
    expect((await t.request<TSecurityReply>('GET', '/api/user/security', { token: user.token })).body.security.twoFactorEnabled).toBe(
      false,
    );
  });
});

describe('profile visibility', () => {
  it('shows a seller’s profile to everyone when public, and only name, badge and rating when private', async () => {
    const seller = await t.createUser({ role: 'trader' });
    const stranger = await t.createUser();
    await t.request('PUT', '/api/trader/profile', {
      token: seller.token,
      body: { store_name: 'Game Zone', description: 'Consoles and games', location: 'Riyadh' },
    });
    await t.request('PUT', '/api/user/profile', { token: seller.token, body: { bio: 'Since 2010' } });
    const profile = async (token?: string) =>
      (await t.request<TPublicProfileReply>('GET', `/api/users/${seller.id}/profile`, { token })).body.profile;
    expect(await profile()).toMatchObject({
      isPrivate: false,
      storeName: 'Game Zone',
      description: 'Consoles and games',
      location: 'Riyadh',
      bio: 'Since 2010',
      verified: false,
      totalSales: 0,
      rating: 0,
    });

    await setPreferences(seller, { profileVisibility: 'private' });
    for (const token of [undefined, stranger.token]) {
      const hidden = await profile(token);
      expect(hidden).toEqual({
        id: seller.id,
        _id: seller.id,
        name: expect.any(String),
        role: 'trader',
        verified: false,
        rating: 0,
        reviews: 0,
        isPrivate: true,
      });
    }
    expect(await profile(seller.token)).toMatchObject({ isPrivate: false, storeName: 'Game Zone' });
    expect(await profile(admin.token)).toMatchObject({ isPrivate: false, bio: 'Since 2010' });
    expect((await t.request('GET', '/api/users/nobody/profile')).status).toBe(404);
  });

  it('keeps a private seller’s member-since date out of their ads as out of their profile', async () => {
    const seller = await t.createUser({ role: 'trader' });
    const stranger = await t.createUser();
    const id = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Private seller ad' } });
    const sellerOf = async (token?: string) => (await t.request<TListingDetailReply>('GET', `/api/ads/${id}`, { token })).body.seller;
    const listed = async () =>
      (await t.request<THomeListingsReply>('GET', '/api/ads/home?search=Private%20seller%20ad')).body.ads.find((ad) => ad.id === id)
        ?.seller;
    expect(await sellerOf()).toMatchObject({ id: seller.id, memberSince: expect.any(String) });
    expect(await listed()).toHaveProperty('memberSince');

    await setPreferences(seller, { profileVisibility: 'private' });
    for (const token of [undefined, stranger.token]) {
      const hidden = await sellerOf(token);
      expect(hidden).toMatchObject({ id: seller.id, name: expect.any(String), verified: false, rating: 0 });
      expect(hidden).not.toHaveProperty('memberSince');
    }
    expect(await listed()).not.toHaveProperty('memberSince');
    expect(await sellerOf(seller.token)).toHaveProperty('memberSince');
    expect(await sellerOf(admin.token)).toHaveProperty('memberSince');
  });
});

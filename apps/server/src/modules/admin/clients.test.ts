import type {
  TAdminChatListReply,
  TAuthReply,
  TClientActionReply,
  TClientChangedReply,
  TClientListReply,
  TErrorReply,
  TSellerRequestCountsReply,
  TSellerRequestDecidedReply,
  TSellerRequestListReply,
  TSellerRequestSentReply,
} from '@gamesouq/core';
import { describe, expect, it } from 'vitest';
import { imageBytes, postAd } from '../../test/listing-fixtures.js';
import { collect, connectSocket, nextEvent } from '../../test/sockets.js';
import { type User, useAdmin, useTestApp } from '../../test/test-app.js';
import { userProfiles } from '../users/tables.js';

/** The audit log's page, in the field these tests read (the audit log's reply is another area's). */
type AuditPage = { entries: unknown[] };
const t = useTestApp();
const admin = useAdmin(t);

const asAdmin = <T = Record<string, unknown>>(method: string, url: string, body?: unknown) =>
  t.request<T>(method, url, { token: admin.token, body });

async function apply(user: User, fields: Record<string, string>, files: Record<string, Buffer> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, value] of Object.entries(files)) form.append(key, new Blob([new Uint8Array(value)]), `${key}.png`);
  return t.request<TSellerRequestSentReply>('POST', '/api/user/seller-requests', { token: user.token, body: form });
}

describe('seller requests', () => {
  it('a store approval makes the applicant a trader: the trader area opens to the same session', async () => {
    const user = await t.createUser();
    expect((await t.request('GET', '/api/trader/chats', { token: user.token })).status).toBe(403);
    const missing = await apply(user, { type: 'store', cityLocation: 'Riyadh', civilId: '1010101010' });
    expect(missing.body).toMatchObject({ message: 'Store name is required', fields: { storeName: 'Store name is required' } });
    const sent = await apply(
      user,
      { type: 'store', storeName: 'Pixel Shop', cityLocation: 'Riyadh', civilId: '1010101010' },
      { registrationCertificate: await imageBytes('png', { width: 40, height: 40 }) },
    );
    expect(sent.status).toBe(201);
    expect((await apply(user, { type: 'person', cityLocation: 'Jeddah', civilId: '1' })).status).toBe(409);

    const socket = await connectSocket(t.baseUrl, user.token);
    const counts = await asAdmin<TSellerRequestCountsReply>('GET', '/api/admin/requests/counts');
    expect(counts.body).toMatchObject({ traders: 1, person: 0 });
    const list = await asAdmin<TSellerRequestListReply>('GET', '/api/admin/requests?type=traders&search=pixel');
    expect(list.body).toEqual([
      expect.objectContaining({
        storeName: 'Pixel Shop',
        cityLocation: 'Riyadh',
        civilId: '1010101010',
        email: user.email,
        phoneNumber: user.phone,
      }),
    ]);
    const document = await fetch(`${t.baseUrl}${list.body[0]!.registrationCertificate}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(document.headers.get('content-type')).toBe('image/png');
    expect((await asAdmin<TSellerRequestListReply>('GET', '/api/admin/requests?type=person')).body).toEqual([]);

    const told = nextEvent(socket, 'notification', (n) => n.title === 'Seller request approved');
    expect((await asAdmin<TSellerRequestDecidedReply>('POST', `/api/admin/requests/${sent.body.request.id}/approve`)).body.message).toBe(
      'Request approved successfully',
    );
    await told;
    socket.close();
    expect((await t.request('GET', '/api/trader/chats', { token: user.token })).status).toBe(200);
    expect((await t.request('GET', '/api/user/me', { token: user.token })).body).toMatchObject({ role: 'trader', verified: true });
    expect((await asAdmin('POST', `/api/admin/requests/${sent.body.request.id}/reject`)).status).toBe(409);
    const audit = await asAdmin<AuditPage>('GET', '/api/admin/audit-log?action=requests.approve');
    expect(audit.body.entries[0]).toMatchObject({
      admin: { id: admin.id },
      entityType: 'seller_request',
      entityId: sent.body.request.id,
      before: { user: { role: 'user', verified: false } },
      after: { user: { role: 'trader', verified: true } },
    });
  });

  it('a store approval opens the shop under the store name and city it applied with, keeping a store name already set', async () => {
    const [fresh, named] = [await t.createUser(), await t.createUser()];
    await t.db.insert(userProfiles).values({ userId: named.id, storeName: 'Named Before', location: '' });
    const requests = [
      await apply(fresh, { type: 'store', storeName: 'Console Corner', cityLocation: 'Jeddah', civilId: '4040404040' }),
      await apply(named, { type: 'store', storeName: 'Applied Name', cityLocation: 'Dammam', civilId: '5050505050' }),
    ];
    for (const request of requests)
      expect((await asAdmin('POST', `/api/admin/requests/${request.body.request.id}/approve`)).status).toBe(200);

    const profileOf = async (user: User) => (await t.request('GET', '/api/trader/profile', { token: user.token })).body.profile;
    expect(await profileOf(fresh)).toMatchObject({ store_name: 'Console Corner', location: 'Jeddah' });
    expect(await profileOf(named)).toMatchObject({ store_name: 'Named Before', location: 'Dammam' });
    const shop = await t.request('GET', `/api/users/${fresh.id}/profile`);
    expect(shop.body.profile).toMatchObject({ role: 'trader', storeName: 'Console Corner', location: 'Jeddah' });
    // The shop's ads carry its name, not the owner's.
    const ad = await postAd(t, { token: fresh.token, approveWith: admin.token });
    expect((await t.request('GET', `/api/ads/${ad}`)).body.storeName).toBe('Console Corner');
  });

  it('a person approval verifies the seller without the trader area; a rejection keeps the role and tells why', async () => {
    const [person, other] = [await t.createUser(), await t.createUser()];
    const a = await apply(person, { type: 'person', cityLocation: 'Jeddah', civilId: '2020202020' });
    const b = await apply(other, { type: 'store', storeName: 'Nope', cityLocation: 'Dammam', civilId: '3' });
    expect((await asAdmin('POST', `/api/admin/requests/${a.body.request.id}/approve`)).status).toBe(200);
    expect((await t.request('GET', '/api/user/me', { token: person.token })).body).toMatchObject({ role: 'user', verified: true });
    expect((await t.request('GET', '/api/trader/chats', { token: person.token })).status).toBe(403);
    expect(
      (
        await asAdmin<TSellerRequestDecidedReply>('POST', `/api/admin/requests/${b.body.request.id}/reject`, {
          reason: 'Certificate missing',
        })
      ).body.message,
    ).toBe('Request rejected successfully');
    expect((await t.request('GET', '/api/user/seller-requests', { token: other.token })).body.request).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Certificate missing',
    });
    expect((await t.request('GET', '/api/user/me', { token: other.token })).body.role).toBe('user');
  });
});

describe('users', () => {
  it('lists with the type filter, search and sorts, and shows a profile', async () => {
    const store = await t.createUser({ role: 'trader' });
    const stores = await asAdmin<TClientListReply>('GET', '/api/admin/users?type=store');
    expect(stores.body.every((u) => u.type === 'Store')).toBe(true);
    expect(stores.body.map((u) => u.id)).toContain(store.id);
    const persons = await asAdmin<TClientListReply>('GET', '/api/admin/users?type=person&sort=name');
    expect(persons.body.every((u) => u.type === 'Person')).toBe(true);
    const names = persons.body.map((u) => u.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base' })));
    const found = await asAdmin<TClientListReply>('GET', `/api/admin/users?search=${encodeURIComponent(store.email)}`);
    expect(found.body).toEqual([
      expect.objectContaining({ id: store.id, email: store.email, avatar: expect.any(String), registerDate: expect.any(String) }),
    ]);
    const view = await asAdmin<TClientActionReply>('POST', `/api/admin/users/${store.id}/view`);
    expect(view.body).toMatchObject({
      message: 'User view successful',
      user: { id: store.id, stats: { ads: 0 }, wallet: { available: 0 } },
    });
    const message = await asAdmin<TClientActionReply>('POST', `/api/admin/users/${store.id}/message`);
    expect((await asAdmin<TAdminChatListReply>('GET', '/api/admin/chats')).body.map((c) => c.id)).toContain(message.body.chatId);
    expect((await asAdmin('POST', '/api/admin/users/nobody/view')).status).toBe(404);
    expect((await asAdmin('POST', `/api/admin/users/${store.id}/delete`)).status).toBe(400);
  });

  it('suspension ends a live session at once, sign-in says why, and lifting it lets the user back', async () => {
    const user = await t.createUser();
    const socket = await connectSocket(t.baseUrl, user.token);
    expect((await t.request('GET', '/api/user/me', { token: user.token })).status).toBe(200);
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    const suspended = await asAdmin<TClientActionReply>('POST', `/api/admin/users/${user.id}/suspend`, {
      reason: 'Selling counterfeit games',
    });
    expect(suspended.body).toMatchObject({ message: 'User suspend successful', user: { isSuspended: true } });
    await disconnected;

    const call = await t.request<TErrorReply>('GET', '/api/user/me', { token: user.token });
    expect(call.status).toBe(403);
    expect(call.body.message).toBe('Your account has been suspended: Selling counterfeit games');
    const login = await t.request<TErrorReply>('POST', '/api/user/auth/login', {
      body: { emailOrPhone: user.email, password: user.password },
    });
    expect([login.status, login.body.message]).toEqual([403, 'Your account has been suspended: Selling counterfeit games']);
    expect((await t.request('POST', '/api/user/auth/refresh', { body: { refreshToken: user.refreshToken } })).status).toBe(401);
    await expect(connectSocket(t.baseUrl, user.token)).rejects.toThrow('Your account has been suspended');

    await asAdmin('POST', `/api/admin/users/${user.id}/unsuspend`);
    const again = await t.request('POST', '/api/user/auth/login', { body: { emailOrPhone: user.email, password: user.password } });
    expect(again.status).toBe(200);
    const audit = await asAdmin<AuditPage>('GET', `/api/admin/audit-log?action=users.suspend`);
    expect(audit.body.entries[0]).toMatchObject({ entityId: user.id, before: { isSuspended: false }, after: { isSuspended: true } });
  });

  it('admins cannot suspend or demote themselves', async () => {
    const self = await asAdmin<TErrorReply>('POST', `/api/admin/users/${admin.id}/suspend`);
    expect([self.status, self.body.message]).toEqual([403, 'You cannot suspend or demote your own account.']);
    expect((await asAdmin('PATCH', `/api/admin/users/${admin.id}/role`, { role: 'user' })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/audit-log', { token: admin.token })).status).toBe(200);
    const other = await t.createUser({ role: 'admin' });
    expect((await asAdmin<TClientChangedReply>('PATCH', `/api/admin/users/${other.id}/role`, { role: 'user' })).body.user).toMatchObject({
      role: 'user',
    });
    expect((await t.request('GET', '/api/admin/users', { token: other.token })).status).toBe(403);
  });

  it('Add new member creates an account that can sign in with its role', async () => {
    const bad = await asAdmin<TErrorReply>('POST', '/api/admin/users', { name: '', email: 'nope', password: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ name: 'Name is required', email: 'Please enter a valid email address' });
    const made = await asAdmin<TClientChangedReply>('POST', '/api/admin/users', {
      name: 'Sara Trader',
      email: 'Sara@Example.com',
      phone: '+966501234599',
      password: 'Str0ng!pass',
      role: 'trader',
    });
    expect(made.status).toBe(201);
    expect(made.body.user).toMatchObject({ email: 'sara@example.com', type: 'Store' });
    expect((await asAdmin('POST', '/api/admin/users', { name: 'Again', email: 'sara@example.com', password: 'Str0ng!pass' })).status).toBe(
      409,
    );
    const login = await t.request<TAuthReply>('POST', '/api/user/auth/login', {
      body: { emailOrPhone: 'sara@example.com', password: 'Str0ng!pass' },
    });
    expect(login.body.user).toMatchObject({ role: 'trader' });
    const audit = await asAdmin<AuditPage>('GET', '/api/admin/audit-log?action=users.create');
    expect(JSON.stringify(audit.body.entries[0])).not.toContain('Str0ng!pass');
    expect(await collect(await connectSocket(t.baseUrl, login.body.access_token), 'error', 50)).toEqual([]);
  });
});

import { expect, inject } from 'vitest';
import { codeFromOutbox, uniquePhone } from './browser.js';
import { api, DEMO, tokenOf } from './session.js';

export type Account = { name: string; email: string; password: string; phone: string };

/** A new `user` account, signed up through the API as the signup screen does (phone code first). */
export async function newUser({ name, city = 'Riyadh' }: { name: string; city?: string }): Promise<Account> {
  const phone = uniquePhone();
  const email = `user-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Account#2026';
  const sent = await api<{ sessionId: string }>('POST', '/api/send-verification', { body: { phoneNumber: phone } });
  const code = await codeFromOutbox(phone);
  await api('POST', '/api/verify-code', { body: { phoneNumber: phone, code, sessionId: sent.body.sessionId } });
  const signup = await api('POST', '/api/user/auth/signup', { body: { name, email, password, phone, city } });
  expect(signup.status).toBe(201);
  return { name, email, password, phone };
}

/** The user applies to sell as a store from Account Settings (Selling), as the form there sends it. */
export async function applyAsStore(account: Account, { storeName }: { storeName: string }) {
  const token = await tokenOf(account.email, account.password);
  const form = new FormData();
  for (const [key, value] of Object.entries({ type: 'store', storeName, cityLocation: 'Riyadh, Al Olaya', civilId: '1098765432' })) {
    form.append(key, value);
  }
  const applied = await fetch(`${inject('baseUrl')}/api/user/seller-requests`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(applied.status).toBe(201);
  return ((await applied.json()) as { request: { id: string } }).request.id;
}

/** A new shop: a user who applied as a store and whom an admin approved. */
export async function newTrader({ name }: { name: string }): Promise<Account & { id: string }> {
  const account = await newUser({ name });
  const requestId = await applyAsStore(account, { storeName: name });
  const admin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
  expect((await api('POST', `/api/admin/requests/${requestId}/approve`, { token: admin })).status).toBe(200);
  const me = await api<{ id: string; role: string }>('GET', '/api/user/me', { token: await tokenOf(account.email, account.password) });
  expect(me.body.role).toBe('trader');
  return { ...account, id: me.body.id };
}

/** An account an admin adds from Clients (no phone needed), with the role given. */
export async function newMember({ name, role = 'user' }: { name: string; role?: 'user' | 'trader' | 'admin' }) {
  const admin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
  const email = `member-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Member#2026';
  const added = await api('POST', '/api/admin/users', { token: admin, body: { name, email, password, role } });
  expect(added.status).toBe(201);
  return { name, email, password };
}

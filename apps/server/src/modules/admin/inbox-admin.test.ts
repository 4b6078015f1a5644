import type {
  TAccountDeletionRequestedReply,
  TClientActionReply,
  TContactMessageCountsReply,
  TContactMessageListReply,
  TContactMessageUpdatedReply,
  TDeletionRequestCountsReply,
  TDeletionRequestDecidedReply,
  TDeletionRequestListReply,
  TErrorReply,
} from '@gamesouq/core';
import { describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import { TEST_CARD } from '../../test/order-fixtures.js';
import { connectSocket, nextEvent } from '../../test/sockets.js';
import { type User, useAdmin, useTestApp } from '../../test/test-app.js';

/** An audit log entry, in the fields these tests read (the audit log's reply is another area's). */
type AuditPage = { entries: { action: string; before: { status: string }; after: { status: string } }[] };
const t = useTestApp();
const admin = useAdmin(t);

const asAdmin = <T = Record<string, unknown>>(method: string, url: string, body?: unknown) =>
  t.request<T>(method, url, { token: admin.token, body });

async function requestDeletion(user: User) {
  const reply = await t.request<TAccountDeletionRequestedReply>('POST', '/api/user/account-deletion', {
    token: user.token,
    body: { reason: 'I no longer play' },
  });
  expect(reply.status).toBe(201);
  return reply.body.request.id;
}
const requestOf = async (id: string, status = 'all') =>
  (await asAdmin<TDeletionRequestListReply>('GET', `/api/admin/deletion-requests?status=${status}&limit=100`)).body.requests.find(
    (r) => r.id === id,
  );

describe('account deletion requests', () => {
  it('are listed with what stands in the way, and an account with an open order or held money is not closed', async () => {
    const [seller, buyer] = [await t.createUser(), await t.createUser()];
    const item = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Still on its way', price: '100' } });
    await t.request('POST', '/api/user/wallet/deposit', { token: buyer.token, body: { amount: 300, ...TEST_CARD } });
    await t.checkout({ token: buyer.token, body: { items: [{ productId: item, quantity: 1 }] } });
    await t.request('POST', '/api/user/wallet/withdraw', {
      token: buyer.token,
      body: { amount: 50, description: 'Payout', account_info: 'SA0380000000608010167519' },
    });
    const id = await requestDeletion(buyer);

    expect((await asAdmin<TDeletionRequestCountsReply>('GET', '/api/admin/deletion-requests/counts')).body.pending).toBeGreaterThanOrEqual(
      1,
    );
    expect(await requestOf(id, 'pending')).toMatchObject({
      user: { id: buyer.id, email: buyer.email },
      reason: 'I no longer play',
      status: 'pending',
      openOrders: 1,
      balances: { pending: 0, held: 50 },
      blocker: 'This account cannot be closed yet: 1 open order, 50.00 SAR in pending withdrawals.',
    });
    const refused = await asAdmin<TErrorReply>('POST', `/api/admin/deletion-requests/${id}/close`);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      409,
      'ACCOUNT_NOT_SETTLED',
      'This account cannot be closed yet: 1 open order, 50.00 SAR in pending withdrawals.',
    ]);
    expect((await t.request('GET', '/api/user/me', { token: buyer.token })).status).toBe(200);

    // The seller's side of the order is in escrow: that account waits too.
    const sellerRequest = await requestDeletion(seller);
    expect((await asAdmin<TDeletionRequestDecidedReply>('POST', `/api/admin/deletion-requests/${sellerRequest}/close`)).body.message).toBe(
      'This account cannot be closed yet: 1 open order, 100.00 SAR in escrow.',
    );
  });

  it('closes a settled account: suspended, anonymised, signed out everywhere, its ads withdrawn, and the closing audited', async () => {
    const user = await t.createUser();
    const listing = await postAd(t, { token: user.token, approveWith: admin.token, fields: { title: 'Ad of a leaving user' } });
    const socket = await connectSocket(t.baseUrl, user.token);
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    const id = await requestDeletion(user);

    const closed = await asAdmin<TDeletionRequestDecidedReply>('POST', `/api/admin/deletion-requests/${id}/close`);
    expect([closed.status, closed.body.message]).toEqual([200, 'Account closed successfully']);
    await dropped;
    expect((await t.request('GET', '/api/user/me', { token: user.token })).status).toBe(403);
    const refresh = await t.request('POST', '/api/user/auth/refresh', { body: { refreshToken: user.refreshToken } });
    expect(refresh.status).toBe(401);
    const login = await t.request('POST', '/api/user/auth/login', { body: { emailOrPhone: user.email, password: user.password } });
    expect(login.status).toBe(401);
    expect((await t.request('GET', `/api/ads/${listing}`)).status).toBe(404);

    const outbox = await t.request<{ messages: { text: string }[] }>('GET', `/api/dev/outbox?to=${encodeURIComponent(user.email)}`);
    expect(outbox.body.messages[0]!.text).toContain('Your GameSouq account has been closed as you asked.');
    expect(await requestOf(id)).toMatchObject({
      status: 'completed',
      decidedBy: expect.any(String),
      user: { id: user.id, name: 'Deleted user', email: '', phone: '', isSuspended: true },
    });
    const profile = await asAdmin<TClientActionReply>('POST', `/api/admin/users/${user.id}/view`);
    expect(profile.body.user).toMatchObject({ name: 'Deleted user', email: '', phone: '' });

    const audit = await asAdmin<AuditPage>('GET', '/api/admin/audit-log?action=deletion_requests.close');
    expect(audit.body.entries[0]).toMatchObject({
      entityId: id,
      admin: { id: admin.id },
      before: { request: { status: 'pending' }, user: { email: user.email, isSuspended: false }, balances: { available: 0 } },
      after: { request: { status: 'completed' }, user: { name: 'Deleted user', email: '', isSuspended: true } },
    });
    expect((await asAdmin<TDeletionRequestDecidedReply>('POST', `/api/admin/deletion-requests/${id}/close`)).body.message).toBe(
      'This request has already been processed.',
    );
  });

  it('declines with a reason the user is told live, and the user may ask again', async () => {
    const user = await t.createUser();
    const id = await requestDeletion(user);
    const blank = await asAdmin<TErrorReply>('POST', `/api/admin/deletion-requests/${id}/decline`, { reason: '  ' });
    expect([blank.status, blank.body.message]).toEqual([400, 'Please enter a reason']);

    const socket = await connectSocket(t.baseUrl, user.token);
    const told = nextEvent(socket, 'notification', (n) => n.title === 'Account deletion request declined');
    const declined = await asAdmin<TDeletionRequestDecidedReply>('POST', `/api/admin/deletion-requests/${id}/decline`, {
      reason: 'Please withdraw your balance first',
    });
    expect(declined.body.message).toBe('Request declined successfully');
    expect((await told).message).toBe('Your account deletion request was declined: Please withdraw your balance first');
    socket.close();
    expect(await requestOf(id, 'declined')).toMatchObject({ status: 'declined', decisionReason: 'Please withdraw your balance first' });
    expect((await t.request('GET', '/api/user/me', { token: user.token })).status).toBe(200);
    await requestDeletion(user);

    const audit = await asAdmin<AuditPage>('GET', '/api/admin/audit-log?action=deletion_requests.decline');
    expect(audit.body.entries[0]).toMatchObject({
      entityId: id,
      before: { status: 'pending', decisionReason: null },
      after: { status: 'declined', decisionReason: 'Please withdraw your balance first' },
    });
  });

  it('does not let an admin close their own account, and answers unknown ids with 404', async () => {
    const other = await t.createUser({ role: 'admin' });
    const id = await requestDeletion(other);
    const own = await t.request<TErrorReply>('POST', `/api/admin/deletion-requests/${id}/close`, { token: other.token });
    expect([own.status, own.body.message]).toEqual([403, 'You cannot suspend or demote your own account.']);
    expect((await asAdmin('POST', '/api/admin/deletion-requests/unknown/close')).status).toBe(404);
    expect((await asAdmin('POST', '/api/admin/deletion-requests/unknown/decline', { reason: 'No' })).status).toBe(404);
  });
});

describe('contact messages', () => {
  it('are listed for admins, searched, and marked handled or new again', async () => {
    const sent = await t.request('POST', '/api/contact', {
      body: { fullName: 'Sara Al-Qahtani', email: 'sara@example.com', message: 'My order never arrived, can you help?' },
    });
    expect(sent.status).toBe(201);
    const user = await t.createUser();
    await t.request('POST', '/api/contact', {
      token: user.token,
      body: { fullName: 'Signed-in user', email: user.email, message: 'How do I become a store?' },
    });

    const inbox = await asAdmin<TContactMessageListReply>('GET', '/api/admin/contact-messages');
    expect(inbox.body.messages.map((m) => m.fullName)).toEqual(['Signed-in user', 'Sara Al-Qahtani']);
    expect(inbox.body.messages[0]).toMatchObject({ userId: user.id, status: 'new', handledAt: null });
    expect((await asAdmin<TContactMessageCountsReply>('GET', '/api/admin/contact-messages/counts')).body.new).toBe(2);
    const found = await asAdmin<TContactMessageListReply>('GET', '/api/admin/contact-messages?search=never%20arrived');
    expect(found.body.messages).toEqual([expect.objectContaining({ email: 'sara@example.com' })]);

    const id = found.body.messages[0]!.id;
    const handled = await asAdmin<TContactMessageUpdatedReply>('PATCH', `/api/admin/contact-messages/${id}`, { isHandled: true });
    expect(handled.body.message).toBe('Message marked as handled');
    expect((await asAdmin<TContactMessageListReply>('GET', '/api/admin/contact-messages')).body.messages).toHaveLength(1);
    const done = await asAdmin<TContactMessageListReply>('GET', '/api/admin/contact-messages?status=handled');
    expect(done.body.messages[0]).toMatchObject({ id, status: 'handled', handledBy: expect.stringContaining('admin') });
    expect(
      (await asAdmin<TContactMessageUpdatedReply>('PATCH', `/api/admin/contact-messages/${id}`, { isHandled: false })).body.message,
    ).toBe('Message marked as new');
    expect((await asAdmin<TContactMessageCountsReply>('GET', '/api/admin/contact-messages/counts')).body.new).toBe(2);
    expect((await asAdmin('PATCH', '/api/admin/contact-messages/unknown', { isHandled: true })).status).toBe(404);

    const audit = await asAdmin<AuditPage>('GET', '/api/admin/audit-log?entityType=contact_message');
    expect(audit.body.entries.map((e) => [e.action, e.before.status, e.after.status])).toEqual([
      ['contact_messages.reopen', 'handled', 'new'],
      ['contact_messages.handle', 'new', 'handled'],
    ]);
  });
});

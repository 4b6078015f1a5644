import type { TBroadcastSentReply, TClientActionReply, TErrorReply, TNotificationsReply, TPasswordChangedReply } from '@gamesouq/core';
import { describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import { collect, connectSocket, nextEvent } from '../../test/sockets.js';
import { type User, useAdmin, useTestApp } from '../../test/test-app.js';

/** The audit log's page, in the fields these tests read (the audit log's reply is another area's). */
type AuditPage = { entries: unknown[]; pagination: unknown };
/** The listing reports queue, in the fields these tests read (another area's reply). */
type ReportQueue = { reports: { reports: { status: string }[] }[] };
const t = useTestApp();
const admin = useAdmin(t);

const asAdmin = <T = Record<string, unknown>>(method: string, url: string, body?: unknown) =>
  t.request<T>(method, url, { token: admin.token, body });

describe('notification centre', () => {
  it('delivers group and personal notifications live to the picked users only, and new ones to everyone', async () => {
    const [a, b, c] = [await t.createUser(), await t.createUser(), await t.createUser()];
    const [sa, sb, sc] = await Promise.all([a, b, c].map((u) => connectSocket(t.baseUrl, u.token)));
    const empty = await asAdmin<TErrorReply>('POST', '/api/admin/notifications', {
      subject: '',
      content: '',
      type: 'group',
      recipients: [],
    });
    expect(empty.body.fields).toMatchObject({ subject: 'Main Title is required', content: 'Message is required' });
    expect(
      (await asAdmin<TErrorReply>('POST', '/api/admin/notifications', { subject: 'S', content: 'C', type: 'group', recipients: [] })).body
        .message,
    ).toBe('Please select at least one recipient');

    const liveA = nextEvent(sa!, 'notification', (n) => n.title === 'Weekend sale');
    const liveB = nextEvent(sb!, 'notification', (n) => n.title === 'Weekend sale');
    const quietC = collect(sc!, 'notification', 300);
    const sent = await asAdmin<TBroadcastSentReply>('POST', '/api/admin/notifications', {
      subject: 'Weekend sale',
      content: 'Consoles 20% off until Sunday',
      type: 'group',
      recipients: [a.id, b.id, 'unknown-id'],
    });
    expect(sent.body).toMatchObject({ message: 'Notification sent successfully', sent: 2 });
    expect(await liveA).toMatchObject({ message: 'Consoles 20% off until Sunday', type: 'system', isRead: false });
    await liveB;
    expect(await quietC).toEqual([]);
    const inbox = await t.request<TNotificationsReply>('GET', '/api/user/notifications', { token: b.token });
    expect(inbox.body.notifications[0]).toMatchObject({ title: 'Weekend sale' });

    const personal = await asAdmin<TErrorReply>('POST', '/api/admin/notifications', {
      subject: 'Hi',
      content: 'Just you',
      type: 'personal',
      recipients: [a.id, b.id],
    });
    expect(personal.body.message).toBe('Please select one recipient');
    const everyone = nextEvent(sc!, 'notification', (n) => n.title === 'Maintenance');
    const all = await asAdmin<TBroadcastSentReply>('POST', '/api/admin/notifications', {
      subject: 'Maintenance',
      content: 'Tonight at 2am',
      type: 'new',
    });
    expect(all.body.sent).toBeGreaterThanOrEqual(3);
    await everyone;
    for (const socket of [sa, sb, sc]) socket!.close();
    const audit = await asAdmin<AuditPage>('GET', '/api/admin/audit-log?action=notifications.send');
    expect(audit.body.entries[1]).toMatchObject({
      after: { subject: 'Weekend sale', type: 'group', recipients: expect.arrayContaining([a.id, b.id]) },
    });
  });
});

describe('listing reports', () => {
  it('users report live listings once; admins see them grouped, dismiss, or take the listing down and the seller hears why', async () => {
    const [seller, r1, r2] = [await t.createUser(), await t.createUser(), await t.createUser()];
    const listingId = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Fake Amiibo' } });
    const report = (user: User, body: Record<string, string>) =>
      t.request('POST', `/api/ads/${listingId}/report`, { token: user.token, body });
    expect((await t.request('POST', `/api/ads/${listingId}/report`, { body: { reason: 'scam' } })).status).toBe(401);
    expect((await report(r1, { reason: 'nonsense' })).body.message).toBe('Please choose a reason');
    expect((await report(seller, { reason: 'scam' })).status).toBe(400);
    expect((await report(r1, { reason: 'counterfeit', details: 'Clearly a copy' })).status).toBe(201);
    expect((await report(r1, { reason: 'scam' })).body.message).toBe('You have already reported this listing.');
    await report(r2, { reason: 'scam' });

    const queue = await asAdmin('GET', '/api/admin/reports');
    expect(queue.body.reports).toEqual([
      expect.objectContaining({
        listing: expect.objectContaining({ id: listingId, title: 'Fake Amiibo', seller: { id: seller.id, name: expect.any(String) } }),
        reportCount: 2,
      }),
    ]);
    expect((await asAdmin('GET', '/api/admin/reports/counts')).body.open).toBe(1);
    expect((await asAdmin('POST', `/api/admin/reports/${listingId}/decide`, { action: 'take_down' })).body.message).toBe(
      'Please enter a reason',
    );

    const socket = await connectSocket(t.baseUrl, seller.token);
    const told = nextEvent(socket, 'notification', (n) => n.title === 'Ad taken down');
    const down = await asAdmin('POST', `/api/admin/reports/${listingId}/decide`, {
      action: 'take_down',
      reason: 'Counterfeit goods are not allowed',
    });
    expect(down.body.message).toBe('Listing taken down successfully');
    expect((await told).message).toContain('Counterfeit goods are not allowed');
    socket.close();
    expect((await t.request('GET', `/api/ads/${listingId}`, { token: r1.token })).status).toBe(404);
    expect((await asAdmin('GET', '/api/admin/reports')).body.reports).toEqual([]);
    expect((await asAdmin<ReportQueue>('GET', '/api/admin/reports?status=closed')).body.reports[0]!.reports.map((r) => r.status)).toEqual([
      'taken_down',
      'taken_down',
    ]);
    expect((await asAdmin('POST', `/api/admin/reports/${listingId}/decide`, { action: 'dismiss' })).status).toBe(409);

    const other = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Real Amiibo' } });
    await t.request('POST', `/api/ads/${other}/report`, { token: r2.token, body: { reason: 'other' } });
    expect((await asAdmin('POST', `/api/admin/reports/${other}/decide`, { action: 'dismiss' })).body.message).toBe(
      'Reports dismissed successfully',
    );
    expect((await t.request('GET', `/api/ads/${other}`, { token: r1.token })).status).toBe(200);
    const audit = await asAdmin<AuditPage>('GET', '/api/admin/audit-log?action=reports.take_down');
    expect(audit.body.entries[0]).toMatchObject({ entityId: listingId, before: { status: 'active' }, after: { status: 'rejected' } });
  });
});

describe('settings', () => {
  it('changes the password with the strength rules and the spec messages', async () => {
    const other = await t.createUser({ role: 'admin', password: 'Old#Pass2026' });
    const put = (body: Record<string, string>) =>
      t.request<TPasswordChangedReply>('PUT', '/api/admin/profile/password', {
        token: other.token,
        body,
      });
    expect((await put({ currentPassword: '', newPassword: '' })).body.message).toBe('All fields are required');
    expect((await put({ currentPassword: 'Old#Pass2026', newPassword: 'Ab1!' })).body.message).toBe(
      'New password must be at least 8 characters long',
    );
    expect((await put({ currentPassword: 'Old#Pass2026', newPassword: 'abcdefgh' })).body.message).toBe(
      'Password is too weak. Please choose a stronger password',
    );
    const wrong = await put({ currentPassword: 'nope', newPassword: 'New#Pass2026' });
    expect([wrong.status, wrong.body.msg]).toEqual([400, 'Current password is incorrect']);
    const changed = await put({ currentPassword: 'Old#Pass2026', newPassword: 'New#Pass2026' });
    expect(changed.body.msg).toBe('Password changed successfully');
    const login = await t.request('POST', '/api/user/auth/login', { body: { emailOrPhone: other.email, password: 'New#Pass2026' } });
    expect(login.status).toBe(200);
    // Other sessions end, as for any user: the token from before the change is refused, the one it returned goes on.
    expect((await t.request('GET', '/api/admin/audit-log', { token: other.token })).status).toBe(401);
    expect((await t.request('POST', '/api/user/auth/refresh', { body: { refreshToken: other.refreshToken } })).status).toBe(401);
    const audit = await t.request<AuditPage>('GET', '/api/admin/audit-log?action=profile.password', { token: changed.body.access_token });
    expect(audit.body.entries[0]).toMatchObject({ admin: { id: other.id }, entityId: other.id });
    expect(JSON.stringify(audit.body.entries)).not.toContain('New#Pass2026');
  });
});

describe('audit log', () => {
  it('records calls of other modules too, named or by their route, and not failed ones', async () => {
    const promo = await asAdmin<{ promoCode: { id: string } }>('POST', '/api/admin/promo-codes', {
      code: 'AUDIT5',
      type: 'fixed',
      value: 5,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      usageLimit: 3,
    });
    await asAdmin('POST', '/api/admin/promo-codes', { code: '' });
    const entries = (await asAdmin<AuditPage>('GET', '/api/admin/audit-log?entityType=promo_code')).body.entries;
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'promo_codes.create',
        admin: expect.objectContaining({ id: admin.id }),
        entityId: promo.body.promoCode.id,
        before: null,
        after: expect.objectContaining({ code: 'AUDIT5' }),
      }),
    ]);

    // A call whose route says nothing to the audit log is recorded by its method and route, with its body.
    const user = await t.createUser();
    const { chatId } = (await asAdmin<TClientActionReply>('POST', `/api/admin/users/${user.id}/message`)).body;
    expect((await asAdmin('POST', `/api/admin/chats/${chatId}/messages`, { message: 'Hello from support' })).status).toBe(200);
    const generic = (await asAdmin<AuditPage>('GET', '/api/admin/audit-log?entityType=chats')).body.entries;
    expect(generic[0]).toMatchObject({
      action: 'POST /api/admin/chats/:id/messages',
      entityId: chatId,
      before: null,
      after: { message: 'Hello from support' },
    });

    const page = await asAdmin<AuditPage>('GET', '/api/admin/audit-log?limit=2');
    expect(page.body.entries).toHaveLength(2);
    expect(page.body.pagination).toMatchObject({ currentPage: 1, itemsPerPage: 2 });
  });
});

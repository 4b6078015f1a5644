import type { TErrorReply } from '@gamesouq/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/** Every admin call of this module, with a body where the route takes one. */
const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/dashboard/stats?period=month'],
  ['GET', '/api/admin/dashboard/categories'],
  ['GET', '/api/admin/dashboard/recent-orders'],
  ['GET', '/api/admin/orders'],
  ['GET', '/api/admin/orders/counts'],
  ['GET', '/api/admin/orders/100001'],
  ['PUT', '/api/admin/orders/100001', { status: 'processing' }],
  ['DELETE', '/api/admin/orders/%23100001'],
  ['GET', '/api/admin/search?q=x'],
  ['GET', '/api/admin/platforms'],
  ['POST', '/api/admin/platforms', { name: 'X' }],
  ['PUT', '/api/admin/platforms/x', { name: 'X' }],
  ['DELETE', '/api/admin/platforms/x'],
  ['POST', '/api/admin/platforms/x/icon'],
  ['GET', '/api/admin/categories'],
  ['POST', '/api/admin/categories', { name: 'X' }],
  ['PUT', '/api/admin/categories/x', { name: 'X' }],
  ['DELETE', '/api/admin/categories/x'],
  ['POST', '/api/admin/categories/x/icon'],
  ['GET', '/api/admin/banners'],
  ['POST', '/api/admin/banners'],
  ['PUT', '/api/admin/banners/x'],
  ['DELETE', '/api/admin/banners/x'],
  ['PATCH', '/api/admin/banners/x/toggle-status', { isActive: false }],
  ['PATCH', '/api/admin/banners/x/priority', { priority: 2 }],
  ['GET', '/api/admin/requests?type=traders'],
  ['GET', '/api/admin/requests/counts'],
  ['GET', '/api/admin/requests/x/documents/vatCertificate'],
  ['POST', '/api/admin/requests/x/approve'],
  ['POST', '/api/admin/requests/x/reject'],
  ['GET', '/api/admin/users?type=all'],
  ['POST', '/api/admin/users', { name: 'X', email: 'x@example.com', password: 'Passw0rd!' }],
  ['PATCH', '/api/admin/users/x/role', { role: 'trader' }],
  ['POST', '/api/admin/users/x/view'],
  ['POST', '/api/admin/users/x/message'],
  ['POST', '/api/admin/users/x/suspend'],
  ['POST', '/api/admin/notifications', { subject: 'S', content: 'C', type: 'new' }],
  ['GET', '/api/admin/reports'],
  ['GET', '/api/admin/reports/counts'],
  ['POST', '/api/admin/reports/x/decide', { action: 'dismiss' }],
  ['GET', '/api/admin/audit-log'],
  ['GET', '/api/admin/deletion-requests'],
  ['GET', '/api/admin/deletion-requests/counts'],
  ['POST', '/api/admin/deletion-requests/x/close'],
  ['POST', '/api/admin/deletion-requests/x/decline', { reason: 'No' }],
  ['GET', '/api/admin/contact-messages'],
  ['GET', '/api/admin/contact-messages/counts'],
  ['PATCH', '/api/admin/contact-messages/x', { isHandled: true }],
  ['PUT', '/api/admin/profile/password', { currentPassword: 'a', newPassword: 'Passw0rd!x' }],
];

describe('admin routes', () => {
  it('refuse users and traders with 403 and the spec text, and anonymous callers with 401', async () => {
    const [user, trader] = [await t.createUser(), await t.createUser({ role: 'trader' })];
    for (const [method, url, body] of ROUTES) {
      for (const caller of [user, trader]) {
        const reply = await t.request<TErrorReply>(method, url, { token: caller.token, body });
        expect([method, url, reply.status, reply.body.message]).toEqual([method, url, 403, 'Access denied. Admin privileges required.']);
      }
      const anonymous = await t.request<TErrorReply>(method, url, { body });
      expect([method, url, anonymous.status]).toEqual([method, url, 401]);
    }
  });
});

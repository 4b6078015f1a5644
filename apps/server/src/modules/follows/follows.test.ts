import type { TErrorReply, TFollowReply, TListingsReply, TNotificationsReply } from '@gamesouq/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import type { User } from '../../test/money-fixtures.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
let admin: User;
beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
});

const follow = (user: User, sellerId: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.request<TFollowReply>(method, `/api/user/sellers/${sellerId}/follow`, { token: user.token });
const feedOf = async (user: User) =>
  (await t.request<TListingsReply>('GET', '/api/user/following/feed', { token: user.token })).body.ads.map((ad) => ad.title);
const alertsOf = async (user: User) => {
  await t.jobsSettled();
  return (
    await t.request<TNotificationsReply>('GET', '/api/user/notifications?limit=100', { token: user.token })
  ).body.notifications.filter((n) => n.data.event === 'followed_seller_listing');
};

describe('following a seller', () => {
  it('brings their approved listings to the feed and the bell, once per listing, and stops when unfollowed', async () => {
    const [seller, fan, other] = [await t.createUser(), await t.createUser(), await t.createUser()];
    expect((await follow(fan, fan.id)).body).toMatchObject({ code: 'BAD_REQUEST' } satisfies Partial<TErrorReply>);
    expect((await follow(fan, seller.id)).body).toMatchObject({ isFollowing: true, followers: 1 });
    expect((await follow(fan, seller.id)).body).toMatchObject({ isFollowing: true, followers: 1 });

    const pending = await postAd(t, { token: seller.token, fields: { title: 'Waiting for review' } });
    await postAd(t, { token: other.token, approveWith: admin.token, fields: { title: 'Someone else' } });
    expect(await feedOf(fan)).toEqual([]);
    await t.request('POST', `/api/admin/ads/${pending}/approve`, { token: admin.token });
    expect(await feedOf(fan)).toEqual(['Waiting for review']);
    // Approved again after an edit: still one alert.
    await t.request('POST', `/api/admin/ads/${pending}/approve`, { token: admin.token });
    const alerts = await alertsOf(fan);
    expect(alerts.map((n) => [n.productId, n.data.title])).toEqual([[pending, 'Waiting for review']]);

    expect((await follow(fan, seller.id, 'DELETE')).body).toMatchObject({ isFollowing: false, followers: 0 });
    await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'After unfollowing' } });
    expect(await feedOf(fan)).toEqual([]);
    expect(await alertsOf(fan)).toHaveLength(1);
  });
});

import type {
  TDoneReply,
  TErrorReply,
  TFavoriteReply,
  TFavoritesReply,
  THomeListingsReply,
  TListingDetailReply,
  TListingsReply,
  TModerationCountsReply,
  TModerationListingsReply,
  TOwnListingsReply,
  TSavedListingReply,
  TSellerStatsReply,
} from '@gamesouq/core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogIds, imageBytes, listingForm, postAd } from '../../test/listing-fixtures.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
let seller: Awaited<ReturnType<TestApp['createUser']>>;
let buyer: Awaited<ReturnType<TestApp['createUser']>>;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  seller = await t.createUser();
  buyer = await t.createUser();
  admin = await t.createUser({ role: 'admin' });
});

const home = (query: string, token?: string) => t.request<THomeListingsReply>('GET', `/api/ads/home?${query}`, { token });

describe('posting and reviewing ads', () => {
  it('keeps a new ad pending review and invisible to others until an admin approves it', async () => {
    const id = await postAd(t, { token: seller.token, fields: { title: 'Hidden Racer Deluxe' } });
    const own = await t.request<TListingDetailReply>('GET', `/api/user/ads/${id}`, { token: seller.token });
    expect(own.body).toMatchObject({ status: 'pending_review', title: 'Hidden Racer Deluxe', price: 200 });
    expect((await t.request('GET', `/api/user/ads/${id}`, { token: buyer.token })).status).toBe(404);
    expect((await t.request('GET', `/api/ads/${id}`)).status).toBe(404);
    expect((await home('search=Hidden%20Racer', buyer.token)).body.total).toBe(0);

    expect((await t.request('POST', `/api/admin/ads/${id}/approve`, { token: buyer.token })).status).toBe(403);
    expect((await t.request('POST', `/api/admin/ads/${id}/approve`, { token: admin.token })).status).toBe(200);
    const found = await home('search=Hidden%20Racer', buyer.token);
    expect(found.body.ads.map((a) => a.id)).toEqual([id]);
    expect(found.body.ads[0]).toMatchObject({
      _id: id,
      seller: { id: seller.id, role: 'user' },
      category: { name: 'Racing' },
      platform: { name: 'PlayStation 5' },
    });
  });

  it('tells the seller why an ad was rejected', async () => {
    const id = await postAd(t, { token: seller.token });
    await t.request('POST', `/api/admin/ads/${id}/reject`, { token: admin.token, body: { reason: 'Blurry photos' } });
    const own = await t.request<TListingDetailReply>('GET', `/api/user/ads/${id}`, { token: seller.token });
    expect(own.body).toMatchObject({ status: 'rejected', rejectionReason: 'Blurry photos' });
  });

  it('names the missing fields, and needs an image and the terms', async () => {
    const missing = await t.request<TErrorReply>('POST', '/api/user/ads', {
      token: seller.token,
      body: listingForm({ title: 'Only a title' }, [await imageBytes()]),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in: Price, City, Location, Category, Platform, Phone, Description');

    const { category, platform } = await catalogIds(t);
    const complete = {
      title: 'T',
      price: '10',
      city: 'Riyadh',
      location: 'X',
      category: category('Action'),
      platform: platform('PC'),
      phone: '0501234567',
      description: 'D',
    };
    const noImage = await t.request<TErrorReply>('POST', '/api/user/ads', {
      token: seller.token,
      body: listingForm({ ...complete, agreeToTerms: 'true' }),
    });
    expect(noImage.body.message).toBe('Please upload at least one image');
    const noTerms = await t.request<TErrorReply>('POST', '/api/user/ads', {
      token: seller.token,
      body: listingForm(complete, [await imageBytes()]),
    });
    expect(noTerms.body.message).toBe('Please agree to the terms and conditions');
    const badCategory = await t.request<TErrorReply>('POST', '/api/user/ads', {
      token: seller.token,
      body: listingForm({ ...complete, category: 'nope', agreeToTerms: 'true' }, [await imageBytes()]),
    });
    expect(badCategory.body.code).toBe('UNKNOWN_CATEGORY');
    const anonymous = await t.request('POST', '/api/user/ads', { body: listingForm(complete, [await imageBytes()]) });
    expect(anonymous.status).toBe(401);
  });
});

describe('images', () => {
  const base = async () => {
    const { category, platform } = await catalogIds(t);
    return {
      title: 'Img test',
      price: '10',
      city: 'Riyadh',
      location: 'X',
      category: category('Action'),
      platform: platform('PC'),
      phone: '0501234567',
      description: 'D',
      agreeToTerms: 'true',
    };
  };

  it('re-encodes to WebP with a thumbnail, strips metadata and serves with long cache headers', async () => {
    const withGps = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#123456' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Seller home address' } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const reply = await t.request<TSavedListingReply>('POST', '/api/user/ads', {
      token: seller.token,
      body: listingForm(await base(), [withGps, await imageBytes('gif')]),
    });
    expect(reply.status).toBe(201);
    const ad = reply.body.ad;
    expect(ad.images).toHaveLength(2);
    const image = await fetch(`${t.baseUrl}${ad.images[0]}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('max-age=31536000');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp(Buffer.from(await (await fetch(`${t.baseUrl}${ad.thumbnails[0]}`)).arrayBuffer())).metadata();
    expect(thumb.width).toBeLessThanOrEqual(400);
  });

  it('judges files by their content, not their name', async () => {
    const fake = Buffer.from('<html><script>alert(1)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    for (const bytes of [fake, svg]) {
      const form = listingForm(await base());
      form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'holiday.jpg');
      const reply = await t.request<TErrorReply>('POST', '/api/user/ads', { token: seller.token, body: form });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('Please select a valid image file (JPG, PNG, GIF, WebP)');
    }
  });

  it('refuses files over 10 MB and more than 8 photos', async () => {
    const huge = Buffer.concat([await imageBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const big = await t.request<TErrorReply>('POST', '/api/user/ads', { token: seller.token, body: listingForm(await base(), [huge]) });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Image size must be less than 10MB');
    const nine = await Promise.all(Array.from({ length: 9 }, () => imageBytes('png', { width: 32, height: 32 })));
    const many = await t.request<TErrorReply>('POST', '/api/user/ads', { token: seller.token, body: listingForm(await base(), nine) });
    expect(many.body.message).toBe('You can only upload up to 8 photos');
  });
});

describe('owning an ad', () => {
  it('lets only the owner deactivate, reactivate, edit and delete', async () => {
    const id = await postAd(t, { token: seller.token, approveWith: admin.token });
    for (const [method, body] of [
      ['PUT', { status: 'inactive' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await t.request(method, `/api/user/ads/${id}`, { token: buyer.token, body })).status).toBe(404);
    }
    const off = await t.request<TSavedListingReply>('PUT', `/api/user/ads/${id}`, { token: seller.token, body: { status: 'inactive' } });
    expect(off.body.message).toBe('Product deactivated successfully');
    expect((await t.request('GET', `/api/ads/${id}`, { token: buyer.token })).status).toBe(404);
    const on = await t.request<TSavedListingReply>('PUT', `/api/user/ads/${id}`, { token: seller.token, body: { status: 'active' } });
    expect(on.body.message).toBe('Product activated successfully');

    const price = await t.request<TSavedListingReply>('PUT', `/api/user/ads/${id}`, {
      token: seller.token,
      body: { price: 150, quantity: 3 },
    });
    expect(price.body.ad).toMatchObject({ price: 150, quantity: 3, status: 'active' });
    const retitled = await t.request<TSavedListingReply>('PUT', `/api/user/ads/${id}`, {
      token: seller.token,
      body: { title: 'Now a different game' },
    });
    expect(retitled.body.ad.status).toBe('pending_review');
    expect((await t.request('PUT', `/api/user/ads/${id}`, { token: seller.token, body: { status: 'active' } })).status).toBe(409);

    const removed = await t.request<TDoneReply>('DELETE', `/api/user/ads/${id}`, { token: seller.token });
    expect(removed.body.message).toBe('Ad deleted successfully');
    expect((await t.request('GET', `/api/user/ads/${id}`, { token: seller.token })).status).toBe(404);
  });

  it('lists the seller’s own ads with stats', async () => {
    const other = await t.createUser();
    await postAd(t, { token: other.token, approveWith: admin.token });
    await postAd(t, { token: other.token });
    const mine = await t.request<TOwnListingsReply>('GET', '/api/user/ads', { token: other.token });
    expect(mine.body.ads.map((a) => a.status).sort()).toEqual(['active', 'pending_review']);
    const stats = await t.request<TSellerStatsReply>('GET', '/api/user/ads/sales-stats', { token: other.token });
    expect(stats.body).toMatchObject({ activeProducts: 1, soldProducts: 0, totalLikes: 0 });
  });
});

describe('browsing', () => {
  it('filters by category, platform type and price after discount, ten per page', async () => {
    const shop = await t.createUser({ role: 'trader' });
    const { category } = await catalogIds(t);
    for (let i = 0; i < 12; i++) {
      await postAd(t, {
        token: shop.token,
        approveWith: admin.token,
        fields: {
          title: `Strategy pack ${i}`,
          category: category('Strategy'),
          price: String(100 + i * 10),
          discountPercentage: i === 11 ? '50' : '0',
        },
      });
    }
    const page1 = await home(`category=${category('Strategy')}`, buyer.token);
    expect(page1.body.total).toBe(12);
    expect(page1.body.ads).toHaveLength(10);
    expect((await home(`category=${category('Strategy')}&page=2`, buyer.token)).body.ads).toHaveLength(2);
    expect((await home(`category=${category('Video Games')}&limit=50`, buyer.token)).body.total).toBeGreaterThanOrEqual(12);
    const cheap = await home(`category=${category('Strategy')}&priceMax=105&limit=50`, buyer.token);
    expect(cheap.body.ads.map((a) => a.title).sort()).toEqual(['Strategy pack 0', 'Strategy pack 11']);
    expect((await home('platform=console&search=Strategy%20pack', buyer.token)).body.total).toBe(12);
    expect((await home('platform=pc&search=Strategy%20pack', buyer.token)).body.total).toBe(0);
    expect((await home('sellerType=shop&search=Strategy%20pack', buyer.token)).body.total).toBe(12);
  });

  it('finds Arabic titles whatever the spelling of alef and teh marbuta, and English ones with a typo', async () => {
    await postAd(t, {
      token: seller.token,
      approveWith: admin.token,
      fields: { title: 'لعبة إنتقام الأبطال مستعملة', description: 'نسخة عربية' },
    });
    await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Horizon Forbidden West Complete' } });
    expect((await home(`search=${encodeURIComponent('انتقام')}`)).body.ads.map((a) => a.title)).toContain('لعبة إنتقام الأبطال مستعملة');
    expect((await home(`search=${encodeURIComponent('لعبه')}`)).body.ads.map((a) => a.title)).toContain('لعبة إنتقام الأبطال مستعملة');
    expect((await home('search=Forbiden')).body.ads.map((a) => a.title)).toContain('Horizon Forbidden West Complete');
  });

  it('shows at most four related ads, never the ad itself', async () => {
    const id = await postAd(t, { token: seller.token, approveWith: admin.token });
    const related = await t.request<TListingsReply>('GET', `/api/user/ads/related/${id}`, { token: buyer.token });
    expect(related.body.ads.length).toBeLessThanOrEqual(4);
    expect(related.body.ads.length).toBeGreaterThan(0);
    expect(related.body.ads.map((a) => a.id)).not.toContain(id);
  });
});

describe('favorites', () => {
  it('toggles, lists and removes, and needs a login', async () => {
    const id = await postAd(t, { token: seller.token, approveWith: admin.token });
    const anonymous = await t.request<TErrorReply>('POST', `/api/ads/${id}/favorite`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Please login to add favorites');
    expect((await t.request<TFavoriteReply>('POST', `/api/ads/${id}/favorite`, { token: buyer.token })).body).toMatchObject({
      isFavorite: true,
      message: 'Added to favorites',
    });
    const list = await t.request<TFavoritesReply>('GET', '/api/user/favorites', { token: buyer.token });
    expect(list.body.favorites.map((f) => f.productId)).toContain(id);
    expect((await t.request<TListingDetailReply>('GET', `/api/user/ads/${id}`, { token: buyer.token })).body).toMatchObject({
      isFavorite: true,
      likes: 1,
    });
    expect((await t.request<TFavoriteReply>('POST', `/api/ads/${id}/favorite`, { token: buyer.token })).body).toMatchObject({
      isFavorite: false,
      message: 'Removed from favorites',
    });
    await t.request('POST', '/api/user/favorites', { token: buyer.token, body: { productId: id } });
    await t.request('DELETE', `/api/user/favorites/${id}`, { token: buyer.token });
    expect((await t.request<TFavoritesReply>('GET', '/api/user/favorites', { token: buyer.token })).body.favorites).toEqual([]);
  });
});

describe('moderation', () => {
  it('counts, filters, sets shipping cost and deletes', async () => {
    const shop = await t.createUser({ role: 'trader' });
    const id = await postAd(t, { token: shop.token, fields: { title: 'Moderation target' } });
    const counts = await t.request<TModerationCountsReply>('GET', '/api/admin/ads/counts', { token: admin.token });
    expect(counts.body.pending).toBeGreaterThanOrEqual(1);
    const traders = await t.request<TModerationListingsReply>('GET', '/api/admin/ads?type=traders&search=Moderation', {
      token: admin.token,
    });
    expect(traders.body.map((a) => a.id)).toEqual([id]);
    expect(
      (await t.request<TModerationListingsReply>('GET', '/api/admin/ads?type=person&search=Moderation', { token: admin.token })).body,
    ).toEqual([]);
    expect((await t.request('POST', `/api/admin/ads/${id}/shipping-cost`, { token: admin.token, body: { shippingCost: -1 } })).status).toBe(
      400,
    );
    await t.request('POST', `/api/admin/ads/${id}/shipping-cost`, { token: admin.token, body: { shippingCost: 25.5 } });
    expect((await t.request<TListingDetailReply>('GET', `/api/user/ads/${id}`, { token: shop.token })).body.shippingCost).toBe(25.5);
    expect((await t.request('DELETE', `/api/admin/ads/${id}`, { token: admin.token })).status).toBe(200);
    expect((await t.request('GET', `/api/user/ads/${id}`, { token: shop.token })).status).toBe(404);
  });
});

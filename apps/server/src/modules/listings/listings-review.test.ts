import type { TErrorReply, TListingDetailReply, TSavedListingReply, TSavedTraderProductReply, TTraderProductReply } from '@gamesouq/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogIds, imageBytes, listingForm, postAd } from '../../test/listing-fixtures.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';

/** What the edit forms send: fields as JSON, or as multipart with photos. */
type Edit = Record<string, unknown> | FormData;
type User = Awaited<ReturnType<TestApp['createUser']>>;
const t = useTestApp();
let admin: User;
let complete: Record<string, string>;
beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
  const { category, platform } = await catalogIds(t);
  complete = {
    city: 'Riyadh',
    location: 'Al Olaya',
    category: category('Action'),
    platform: platform('PC'),
    phone: '+966501234567',
    description: 'Complete at last.',
  };
});

/** `fields` (and photos) as multipart, as the edit forms send them when photos are added. */
async function withPhotos(fields: Record<string, string>, photos = 1) {
  return listingForm(fields, await Promise.all(Array.from({ length: photos }, () => imageBytes('png', { width: 32, height: 32 }))));
}

describe('sending a draft for review', () => {
  it('needs every required field, a photo and the terms on /api/user/ads/{id}, as a new ad does', async () => {
    const seller = await t.createUser();
    const draft = await t.request<TSavedListingReply>('POST', '/api/user/ads', {
      token: seller.token,
      body: listingForm({ title: 'Half-written ad', price: '80', status: 'draft' }),
    });
    expect(draft.body.ad.status).toBe('draft');
    const id = draft.body.ad.id;
    const send = <T = TSavedListingReply>(body: Edit) => t.request<T>('PUT', `/api/user/ads/${id}`, { token: seller.token, body });
    const read = async () => (await t.request<TListingDetailReply>('GET', `/api/user/ads/${id}`, { token: seller.token })).body;
    const status = async () => (await read()).status;

    // Editing a draft keeps it a draft, with no checks.
    expect((await send({ description: 'Still writing' })).body.ad.status).toBe('draft');

    const bare = await send<TErrorReply>({ status: 'pending_review' });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ code: 'MISSING_FIELDS', message: 'Please fill in: City, Location, Category, Platform, Phone' });
    const noPhoto = await send<TErrorReply>({ ...complete, status: 'pending_review', agreeToTerms: true });
    expect(noPhoto.body).toMatchObject({ code: 'IMAGE_REQUIRED', message: 'Please upload at least one image' });
    const noTerms = await send<TErrorReply>(await withPhotos({ ...complete, status: 'pending_review' }));
    expect(noTerms.body).toMatchObject({ code: 'TERMS_REQUIRED', message: 'Please agree to the terms and conditions' });
    // Nothing of a refused move is kept: not the fields, not the photo.
    expect(await status()).toBe('draft');
    const kept = await read();
    expect(kept).toMatchObject({ city: '', images: [] });

    const sent = await send(await withPhotos({ ...complete, status: 'pending_review', agreeToTerms: 'true' }));
    expect(sent.status).toBe(200);
    expect(sent.body.ad).toMatchObject({ status: 'pending_review', city: 'Riyadh', category: { name: 'Action' } });
    expect(sent.body.ad.images).toHaveLength(1);
    expect((await t.request('POST', `/api/admin/ads/${id}/approve`, { token: admin.token })).status).toBe(200);
    expect(await status()).toBe('active');
  });

  it('needs the same on the trader panel, whose edit form does that move', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const draft = await t.request<TSavedTraderProductReply>('POST', '/api/trader/products/draft', {
      token: trader.token,
      body: { name: 'Saved for later', price: 60, status: 'draft' },
    });
    const id = draft.body.product.id;
    const edit = <T = TSavedTraderProductReply>(body: Edit) =>
      t.request<T>('PUT', `/api/trader/products/${id}`, { token: trader.token, body });
    const status = async () =>
      (await t.request<TTraderProductReply>('GET', `/api/trader/products/${id}`, { token: trader.token })).body.product.status;

    expect((await edit<TErrorReply>({ status: 'pending_review', agreeToTerms: true })).body.message).toBe(
      'Please fill in: City, Location, Category, Platform, Phone, Description',
    );
    expect((await edit<TErrorReply>({ ...complete, status: 'pending_review', agreeToTerms: true })).body.message).toBe(
      'Please upload at least one image',
    );
    expect((await edit<TErrorReply>(await withPhotos({ ...complete, status: 'pending_review' }))).body.message).toBe(
      'Please agree to the terms and conditions',
    );
    // The status toggle of the products list cannot skip the checks either.
    const toggled = await t.request<TErrorReply>('PATCH', `/api/trader/products/${id}/status`, {
      token: trader.token,
      body: { status: 'pending_review' },
    });
    expect(toggled.status).toBe(400);
    expect(await status()).toBe('draft');

    const sent = await edit(await withPhotos({ ...complete, status: 'pending_review', agreeToTerms: 'true' }, 2));
    expect(sent.status).toBe(200);
    expect(sent.body.product).toMatchObject({ status: 'pending_review' });
    expect(sent.body.product.images).toHaveLength(2);
  });
});

describe('sending a rejected ad back for review', () => {
  it('checks the required fields as the ad will be, and keeps the terms accepted when it was posted', async () => {
    const seller = await t.createUser();
    const id = await postAd(t, { token: seller.token, fields: { title: 'Blurry console' } });
    await t.request('POST', `/api/admin/ads/${id}/reject`, { token: admin.token, body: { reason: 'Blurry photos' } });
    const send = <T = TSavedListingReply>(body: Record<string, unknown>) =>
      t.request<T>('PUT', `/api/user/ads/${id}`, { token: seller.token, body });

    const blanked = await send<TErrorReply>({ status: 'pending_review', description: '', phone: ' ' });
    expect(blanked.status).toBe(400);
    expect(blanked.body.message).toBe('Please fill in: Phone, Description');
    // A content edit resubmits a rejected ad: the same checks apply.
    const untitled = await send<TErrorReply>({ title: '' });
    expect(untitled.body.message).toBe('Please fill in: Title');
    const own = (await t.request<TListingDetailReply>('GET', `/api/user/ads/${id}`, { token: seller.token })).body;
    expect(own).toMatchObject({ status: 'rejected', title: 'Blurry console', rejectionReason: 'Blurry photos' });

    const resent = await send({ status: 'pending_review', description: 'Sharp photos now.' });
    expect(resent.status).toBe(200);
    expect(resent.body.ad).toMatchObject({ status: 'pending_review', rejectionReason: null, description: 'Sharp photos now.' });
  });

  it('keeps other owners out and refuses moves the status does not allow', async () => {
    const seller = await t.createUser();
    const stranger = await t.createUser();
    const id = await postAd(t, { token: seller.token, approveWith: admin.token });
    expect((await t.request('PUT', `/api/user/ads/${id}`, { token: stranger.token, body: { status: 'pending_review' } })).status).toBe(404);
    // An active ad goes back to review only by a content edit, not by asking.
    expect((await t.request('PUT', `/api/user/ads/${id}`, { token: seller.token, body: { status: 'pending_review' } })).status).toBe(409);
    const live = await t.request<TErrorReply>('PUT', `/api/user/ads/${id}`, { token: seller.token, body: { description: '' } });
    expect(live.body.message).toBe('Please fill in: Description');
    expect((await t.request<TListingDetailReply>('GET', `/api/user/ads/${id}`, { token: seller.token })).body.status).toBe('active');
  });
});

describe('adding photos to a live ad', () => {
  it('sends it back to review, as a text edit does, on /api/user/ads/{id} and /api/trader/products/{id}', async () => {
    const seller = await t.createUser({ role: 'trader' });
    const buyer = await t.createUser();
    for (const path of ['/api/user/ads', '/api/trader/products']) {
      const id = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: `Photo edit ${path}` } });
      expect((await t.request('GET', `/api/ads/${id}`, { token: buyer.token })).status).toBe(200);

      const edited = await t.request<TSavedListingReply | TSavedTraderProductReply>('PUT', `${path}/${id}`, {
        token: seller.token,
        body: await withPhotos({}),
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      const own = (await t.request<TListingDetailReply>('GET', `/api/user/ads/${id}`, { token: seller.token })).body;
      expect(own.status).toBe('pending_review');
      expect(own.images).toHaveLength(2);
      // Out of the marketplace until an admin has looked at the new photo.
      expect((await t.request('GET', `/api/ads/${id}`, { token: buyer.token })).status).toBe(404);
    }
  });
});

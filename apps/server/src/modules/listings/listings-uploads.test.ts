import { crc32 } from 'node:zlib';
import { MAX_IMAGE_BYTES, type TErrorReply, type TOwnListingsReply, type TSavedListingReply } from '@gamesouq/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogIds, imageBytes, listingForm } from '../../test/listing-fixtures.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
let seller: Awaited<ReturnType<TestApp['createUser']>>;
let fields: Record<string, string>;
beforeAll(async () => {
  seller = await t.createUser();
  const { category, platform } = await catalogIds(t);
  fields = {
    title: 'Upload check',
    price: '10',
    city: 'Riyadh',
    location: 'Al Olaya',
    category: category('Action'),
    platform: platform('PC'),
    phone: '+966501234567',
    description: 'D',
    agreeToTerms: 'true',
  };
});

/** A valid PNG of exactly `size` bytes: a small picture with a private ancillary chunk ("paDd") that decoders skip. */
async function pngOfSize(size: number) {
  const picture = await imageBytes('png', { width: 64, height: 64 });
  const iend = picture.length - 12;
  const dataLength = size - picture.length - 12;
  const head = Buffer.alloc(8);
  head.writeUInt32BE(dataLength, 0);
  head.write('paDd', 4, 'ascii');
  const data = Buffer.alloc(dataLength, 7);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  const png = Buffer.concat([picture.subarray(0, iend), head, data, crc, picture.subarray(iend)]);
  expect(png.length).toBe(size);
  return png;
}

const post = <T = TSavedListingReply>(body: FormData) => t.request<T>('POST', '/api/user/ads', { token: seller.token, body });

describe('photo uploads', () => {
  it('accepts a photo of exactly 10,485,760 bytes and refuses one byte more with the spec message', async () => {
    expect(MAX_IMAGE_BYTES).toBe(10_485_760);
    const atLimit = await post(listingForm(fields, [await pngOfSize(10_485_760)]));
    expect(atLimit.status).toBe(201);
    expect(atLimit.body.ad.images).toHaveLength(1);

    const overLimit = await post<TErrorReply>(listingForm({ ...fields, title: 'Too big' }, [await pngOfSize(10_485_761)]));
    expect(overLimit.status).toBe(413);
    expect(overLimit.body).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: 'Image size must be less than 10MB' });
    const mine = (await t.request<TOwnListingsReply>('GET', '/api/user/ads', { token: seller.token })).body.ads;
    expect(mine.map((ad) => ad.title)).not.toContain('Too big');
  });

  it('refuses a plain text file named .png with the spec message', async () => {
    const form = listingForm(fields);
    form.append('images', new Blob(['Just some words, not a picture.'], { type: 'image/png' }), 'photo.png');
    const reply = await post<TErrorReply>(form);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'INVALID_IMAGE', message: 'Please select a valid image file (JPG, PNG, GIF, WebP)' });
  });

  it('answers 9, 10 or 11 photos with "You can only upload up to 8 photos", never a 413', async () => {
    const photo = await imageBytes('png', { width: 16, height: 16 });
    for (const count of [9, 10, 11, 30]) {
      const reply = await post<TErrorReply>(
        listingForm(
          fields,
          Array.from({ length: count }, () => photo),
        ),
      );
      expect(reply.status, `${count} photos`).toBe(400);
      expect(reply.body).toMatchObject({ code: 'TOO_MANY_IMAGES', message: 'You can only upload up to 8 photos' });
    }
    const eight = await post(
      listingForm(
        fields,
        Array.from({ length: 8 }, () => photo),
      ),
    );
    expect(eight.status).toBe(201);

    // Adding photos to a saved ad counts the ones it has.
    const id = eight.body.ad.id;
    const more = new FormData();
    more.append('images', new Blob([new Uint8Array(photo)]), 'ninth.png');
    const ninth = await t.request<TErrorReply>('PUT', `/api/user/ads/${id}`, { token: seller.token, body: more });
    expect(ninth.status).toBe(400);
    expect(ninth.body.message).toBe('You can only upload up to 8 photos');
    const eleven = new FormData();
    for (let i = 0; i < 11; i++) eleven.append('images', new Blob([new Uint8Array(photo)]), `p${i}.png`);
    expect((await t.request<TErrorReply>('PUT', `/api/user/ads/${id}`, { token: seller.token, body: eleven })).body.message).toBe(
      'You can only upload up to 8 photos',
    );
  });
});

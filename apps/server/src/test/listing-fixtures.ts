import type { TCategoryListReply, TPlatformListReply, TSavedListingReply } from '@gamesouq/core';
import sharp from 'sharp';
import type { TestApp } from './test-app.js';

/** A real photo-like image of the given format, made with sharp. */
export async function imageBytes(format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png', { width = 640, height = 480, color = '#7c3aed' } = {}) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    [format]()
    .toBuffer();
}

export async function catalogIds(t: TestApp) {
  const { body: c } = await t.request<TCategoryListReply>('GET', '/api/categories');
  const { body: p } = await t.request<TPlatformListReply>('GET', '/api/platforms');
  const category = (name: string) => c.categories.find((x) => x.name === name)!.id;
  const platform = (name: string) => p.platforms.find((x) => x.name === name)!.id;
  return { category, platform };
}

export function listingForm(fields: Record<string, string>, images: Buffer[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [i, image] of images.entries()) form.append('images', new Blob([new Uint8Array(image)]), `photo-${i}.png`);
  return form;
}

/** Posts a complete ad for `token` and returns its id; with `approveWith` an admin approves it. */
export async function postAd(
  t: TestApp,
  { token, fields = {}, approveWith }: { token: string; fields?: Record<string, string>; approveWith?: string },
) {
  const { category, platform } = await catalogIds(t);
  const form = listingForm(
    {
      title: 'Gran Turismo 7',
      price: '200',
      city: 'Riyadh',
      location: 'Al Olaya',
      category: category('Racing'),
      platform: platform('PlayStation 5'),
      phone: '+966501234567',
      description: 'Played once, disc like new.',
      agreeToTerms: 'true',
      ...fields,
    },
    [await imageBytes()],
  );
  const reply = await t.request<TSavedListingReply>('POST', '/api/user/ads', { body: form, token });
  if (reply.status !== 201) throw new Error(`postAd failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  if (approveWith) await t.request('POST', `/api/admin/ads/${reply.body.ad.id}/approve`, { token: approveWith });
  return reply.body.ad.id;
}

import { ZBannerListReply, ZCategoryListReply, ZPlatformListReply } from '@gamesouq/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JSON_TYPE, sendCachedReply } from '../../lib/send-cached-reply.js';
import { listActiveBanners, listCategories, listPlatforms } from './find-catalog.js';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog'];
  // The same for everyone and asked by every screen that shows a listing, and by each page the server draws: kept
  // (plugins/listing-replies.ts) until a category or platform changes (catalog_changed) or its time runs out.
  const kept = (reply: FastifyReply, key: string, render: () => Promise<unknown>) =>
    app.listingReplies.catalog.get(key, async () => reply.serialize(await render()) as string);
  app.get('/api/categories', { schema: { tags, response: { 200: ZCategoryListReply } } }, async (request, reply) => {
    const categories = await kept(reply, 'categories', async () => ({ categories: await listCategories(app.db) }));
    return sendCachedReply(request, reply, categories, JSON_TYPE);
  });
  app.get('/api/platforms', { schema: { tags, response: { 200: ZPlatformListReply } } }, async (request, reply) => {
    const platforms = await kept(reply, 'platforms', async () => ({ platforms: await listPlatforms(app.db) }));
    return sendCachedReply(request, reply, platforms, JSON_TYPE);
  });
  app.get('/api/user/banners', { schema: { tags, response: { 200: ZBannerListReply } } }, async () => ({
    banners: await listActiveBanners(app.db),
  }));
};

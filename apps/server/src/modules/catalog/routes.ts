import { ZBannerListReply, ZCategoryListReply, ZPlatformListReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyTag } from '../../lib/reply-tags.js';
import { sendKeptJson } from '../../lib/send-cached-reply.js';
import { listActiveBanners, listCategories, listPlatforms } from './find-catalog.js';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog'];
  // The same for everyone and asked by every screen that shows a listing, and by each page the server draws: kept
  // (plugins/listing-replies.ts) until a category or platform changes (catalog_changed) or its time runs out.
  const { catalog } = app.listingReplies;
  const catalogTags = () => [replyTag.catalog];
  app.get('/api/categories', { schema: { tags, response: { 200: ZCategoryListReply } } }, async (request, reply) =>
    sendKeptJson(catalog, request, reply, 'categories', async () => ({ categories: await listCategories(app.db) }), catalogTags),
  );
  app.get('/api/platforms', { schema: { tags, response: { 200: ZPlatformListReply } } }, async (request, reply) =>
    sendKeptJson(catalog, request, reply, 'platforms', async () => ({ platforms: await listPlatforms(app.db) }), catalogTags),
  );
  app.get('/api/user/banners', { schema: { tags, response: { 200: ZBannerListReply } } }, async () => ({
    banners: await listActiveBanners(app.db),
  }));
};

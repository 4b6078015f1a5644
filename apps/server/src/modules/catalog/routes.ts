import { ZBannerListReply, ZCategoryListReply, ZPlatformListReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listActiveBanners, listCategories, listPlatforms } from './find-catalog.js';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog'];
  app.get('/api/categories', { schema: { tags, response: { 200: ZCategoryListReply } } }, async () => ({
    categories: await listCategories(app.db),
  }));
  app.get('/api/platforms', { schema: { tags, response: { 200: ZPlatformListReply } } }, async () => ({
    platforms: await listPlatforms(app.db),
  }));
  app.get('/api/user/banners', { schema: { tags, response: { 200: ZBannerListReply } } }, async () => ({
    banners: await listActiveBanners(app.db),
  }));
};

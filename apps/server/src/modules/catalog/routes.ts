import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listActiveBanners, listCategories, listPlatforms } from './find-catalog.js';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog'];
  app.get('/api/categories', { schema: { tags } }, async () => ({ categories: await listCategories(app.db) }));
  app.get('/api/platforms', { schema: { tags } }, async () => ({ platforms: await listPlatforms(app.db) }));
  app.get('/api/user/banners', { schema: { tags } }, async () => ({ banners: await listActiveBanners(app.db) }));
};

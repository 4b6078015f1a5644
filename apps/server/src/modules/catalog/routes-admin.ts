import {
  ZAdminBannerListReply,
  ZAdminCategoryListReply,
  ZAdminPlatformListReply,
  ZBannerFields,
  ZBannerPriority,
  ZBannerSavedReply,
  ZBannerToggle,
  ZBannerUpdate,
  ZCatalogDeletedReply,
  ZCatalogIconReply,
  ZCatalogListQuery,
  ZCategoryInput,
  ZCategorySavedReply,
  ZCategoryUpdate,
  ZPlatformInput,
  ZPlatformSavedReply,
  ZPlatformUpdate,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { readMultipart } from '../../lib/multipart.js';
import { actorOf } from '../../lib/require-user.js';
import { parseWith } from '../../lib/validate.js';
import { listCategories, listPlatforms } from './find-catalog.js';
import { createBanner, deleteBanner, listAllBanners, toBannerView, updateBanner } from './manage-banners.js';
import {
  createCategory,
  createPlatform,
  deleteCategory,
  deletePlatform,
  savedCategoryView,
  savedPlatformView,
  setCatalogIcon,
  updateCategory,
  updatePlatform,
} from './manage-catalog.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** Platforms, categories and banners of admin.md; the admin guard of /api/admin/* applies. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/api/admin/platforms',
    { schema: { tags, querystring: ZCatalogListQuery, response: { 200: ZAdminPlatformListReply } } },
    async (request) => ({
      success: true as const,
      platforms: await listPlatforms(app.db, { isActiveOnly: !request.query.include_inactive }),
    }),
  );
  app.post(
    '/api/admin/platforms',
    { schema: { tags, body: ZPlatformInput, response: { 201: ZPlatformSavedReply } } },
    async (request, reply) => {
      const platform = await createPlatform(app.db, actorOf(request), request.body);
      reply.status(201);
      return { success: true as const, message: 'Platform created successfully', platform: savedPlatformView(platform) };
    },
  );
  app.put(
    '/api/admin/platforms/:id',
    { schema: { tags, params: ZId, body: ZPlatformUpdate, response: { 200: ZPlatformSavedReply } } },
    async (request) => {
      const { after } = await updatePlatform(app.db, actorOf(request), request.params.id, request.body);
      return { success: true as const, message: 'Platform updated successfully', platform: savedPlatformView(after) };
    },
  );
  app.delete('/api/admin/platforms/:id', { schema: { tags, params: ZId, response: { 200: ZCatalogDeletedReply } } }, async (request) => {
    await deletePlatform(app.db, actorOf(request), { id: request.params.id, storage: app.storage });
    return { success: true as const, message: 'Platform deleted successfully' };
  });

  app.get(
    '/api/admin/categories',
    { schema: { tags, querystring: ZCatalogListQuery, response: { 200: ZAdminCategoryListReply } } },
    async (request) => ({
      success: true as const,
      categories: await listCategories(app.db, { isActiveOnly: !request.query.include_inactive }),
    }),
  );
  app.post(
    '/api/admin/categories',
    { schema: { tags, body: ZCategoryInput, response: { 201: ZCategorySavedReply } } },
    async (request, reply) => {
      const category = await createCategory(app.db, actorOf(request), request.body);
      reply.status(201);
      return { success: true as const, message: 'Category created successfully', category: savedCategoryView(category) };
    },
  );
  app.put(
    '/api/admin/categories/:id',
    { schema: { tags, params: ZId, body: ZCategoryUpdate, response: { 200: ZCategorySavedReply } } },
    async (request) => {
      const { after } = await updateCategory(app.db, actorOf(request), request.params.id, request.body);
      return { success: true as const, message: 'Category updated successfully', category: savedCategoryView(after) };
    },
  );
  app.delete('/api/admin/categories/:id', { schema: { tags, params: ZId, response: { 200: ZCatalogDeletedReply } } }, async (request) => {
    await deleteCategory(app.db, actorOf(request), { id: request.params.id, storage: app.storage });
    return { success: true as const, message: 'Category deleted successfully' };
  });

  for (const kind of ['platforms', 'categories'] as const) {
    app.post(
      `/api/admin/${kind}/:id/icon`,
      { schema: { tags, params: ZId, consumes: ['multipart/form-data'], response: { 200: ZCatalogIconReply } } },
      async (request) => {
        const { files } = await readMultipart(request);
        const file = files.find((f) => f.field === 'icon') ?? files[0];
        if (!file) throw new AppError('VALIDATION_FAILED', 'validation.iconRequired', { fields: { icon: 'validation.iconRequired' } });
        const icon = await setCatalogIcon(app.db, actorOf(request), {
          kind,
          id: request.params.id,
          buffer: file.buffer,
          storage: app.storage,
        });
        return {
          success: true as const,
          message: kind === 'platforms' ? 'Platform updated successfully' : 'Category updated successfully',
          icon: icon.after,
        };
      },
    );
  }

  app.get('/api/admin/banners', { schema: { tags, response: { 200: ZAdminBannerListReply } } }, async () => ({
    success: true as const,
    banners: await listAllBanners(app.db),
  }));
  app.post(
    '/api/admin/banners',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 201: ZBannerSavedReply } } },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request);
      const banner = await createBanner(app.db, actorOf(request), {
        fields: parseWith(ZBannerFields, fields),
        image: files.find((f) => f.field === 'image')?.buffer,
        storage: app.storage,
      });
      reply.status(201);
      return { success: true as const, message: 'Banner created successfully', banner: toBannerView(banner) };
    },
  );
  app.put(
    '/api/admin/banners/:id',
    { schema: { tags, params: ZId, consumes: ['multipart/form-data'], response: { 200: ZBannerSavedReply } } },
    async (request) => {
      const { fields, files } = await readMultipart(request);
      const { after } = await updateBanner(app.db, actorOf(request), {
        id: request.params.id,
        action: 'banners.update',
        fields: parseWith(ZBannerUpdate, fields),
        image: files.find((f) => f.field === 'image')?.buffer,
        storage: app.storage,
      });
      return { success: true as const, message: 'Banner updated successfully', banner: toBannerView(after) };
    },
  );
  app.delete('/api/admin/banners/:id', { schema: { tags, params: ZId, response: { 200: ZCatalogDeletedReply } } }, async (request) => {
    await deleteBanner(app.db, actorOf(request), { id: request.params.id, storage: app.storage });
    return { success: true as const, message: 'Banner deleted successfully' };
  });
  app.patch(
    '/api/admin/banners/:id/toggle-status',
    { schema: { tags, params: ZId, body: ZBannerToggle, response: { 200: ZBannerSavedReply } } },
    async (request) => {
      const { after } = await updateBanner(app.db, actorOf(request), {
        id: request.params.id,
        action: 'banners.toggle',
        fields: request.body,
        storage: app.storage,
      });
      return {
        success: true as const,
        message: after.isActive ? 'Banner activated successfully' : 'Banner deactivated successfully',
        banner: toBannerView(after),
      };
    },
  );
  app.patch(
    '/api/admin/banners/:id/priority',
    { schema: { tags, params: ZId, body: ZBannerPriority, response: { 200: ZBannerSavedReply } } },
    async (request) => {
      const { after } = await updateBanner(app.db, actorOf(request), {
        id: request.params.id,
        action: 'banners.priority',
        fields: request.body,
        storage: app.storage,
      });
      return { success: true as const, message: 'Banner priority updated successfully', banner: toBannerView(after) };
    },
  );
};

import {
  ZBannerFields,
  ZBannerPriority,
  ZBannerToggle,
  ZBannerUpdate,
  ZCatalogListQuery,
  ZCategoryInput,
  ZCategoryUpdate,
  ZPlatformInput,
  ZPlatformUpdate,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { parseWith } from '../../lib/validate.js';
import { readMultipart } from '../../plugins/uploads.js';
import { noteAudit } from '../admin/audit.js';
import { listCategories, listPlatforms } from './find-catalog.js';
import { createBanner, deleteBanner, listAllBanners, toBannerView, updateBanner } from './manage-banners.js';
import {
  createCategory,
  createPlatform,
  deleteCategory,
  deletePlatform,
  setCatalogIcon,
  updateCategory,
  updatePlatform,
} from './manage-catalog.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** Platforms, categories and banners of admin.md; the admin guard of /api/admin/* applies. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const uploadsDir = () => app.uploadsDir;

  app.get('/api/admin/platforms', { schema: { tags, querystring: ZCatalogListQuery } }, async (request) => ({
    success: true,
    platforms: await listPlatforms(app.db, { isActiveOnly: !request.query.include_inactive }),
  }));
  app.post('/api/admin/platforms', { schema: { tags, body: ZPlatformInput } }, async (request, reply) => {
    const platform = await createPlatform(app.db, request.body);
    noteAudit(request, { action: 'platforms.create', entityType: 'platform', entityId: platform.id, after: platform });
    reply.status(201);
    return { success: true, message: 'Platform created successfully', platform: { ...platform, _id: platform.id } };
  });
  app.put('/api/admin/platforms/:id', { schema: { tags, params: ZId, body: ZPlatformUpdate } }, async (request) => {
    const { before, after } = await updatePlatform(app.db, request.params.id, request.body);
    noteAudit(request, { action: 'platforms.update', entityType: 'platform', before, after });
    return { success: true, message: 'Platform updated successfully', platform: { ...after, _id: after.id } };
  });
  app.delete('/api/admin/platforms/:id', { schema: { tags, params: ZId } }, async (request) => {
    const before = await deletePlatform(app.db, { id: request.params.id, uploadsDir: uploadsDir() });
    noteAudit(request, { action: 'platforms.delete', entityType: 'platform', before });
    return { success: true, message: 'Platform deleted successfully' };
  });

  app.get('/api/admin/categories', { schema: { tags, querystring: ZCatalogListQuery } }, async (request) => ({
    success: true,
    categories: await listCategories(app.db, { isActiveOnly: !request.query.include_inactive }),
  }));
  app.post('/api/admin/categories', { schema: { tags, body: ZCategoryInput } }, async (request, reply) => {
    const category = await createCategory(app.db, request.body);
    noteAudit(request, { action: 'categories.create', entityType: 'category', entityId: category.id, after: category });
    reply.status(201);
    return { success: true, message: 'Category created successfully', category: { ...category, _id: category.id } };
  });
  app.put('/api/admin/categories/:id', { schema: { tags, params: ZId, body: ZCategoryUpdate } }, async (request) => {
    const { before, after } = await updateCategory(app.db, request.params.id, request.body);
    noteAudit(request, { action: 'categories.update', entityType: 'category', before, after });
    return { success: true, message: 'Category updated successfully', category: { ...after, _id: after.id } };
  });
  app.delete('/api/admin/categories/:id', { schema: { tags, params: ZId } }, async (request) => {
    const before = await deleteCategory(app.db, { id: request.params.id, uploadsDir: uploadsDir() });
    noteAudit(request, { action: 'categories.delete', entityType: 'category', before });
    return { success: true, message: 'Category deleted successfully' };
  });

  for (const kind of ['platforms', 'categories'] as const) {
    app.post(`/api/admin/${kind}/:id/icon`, { schema: { tags, params: ZId, consumes: ['multipart/form-data'] } }, async (request) => {
      const { files } = await readMultipart(request);
      const file = files.find((f) => f.field === 'icon') ?? files[0];
      if (!file) throw new AppError('VALIDATION_FAILED', 'validation.iconRequired', { fields: { icon: 'validation.iconRequired' } });
      const icon = await setCatalogIcon(app.db, { kind, id: request.params.id, buffer: file.buffer, uploadsDir: uploadsDir() });
      noteAudit(request, {
        action: `${kind}.icon`,
        entityType: kind === 'platforms' ? 'platform' : 'category',
        before: icon.before,
        after: icon.after,
      });
      return {
        success: true,
        message: kind === 'platforms' ? 'Platform updated successfully' : 'Category updated successfully',
        icon: icon.after,
      };
    });
  }

  app.get('/api/admin/banners', { schema: { tags } }, async () => ({ success: true, banners: await listAllBanners(app.db) }));
  app.post('/api/admin/banners', { schema: { tags, consumes: ['multipart/form-data'] } }, async (request, reply) => {
    const { fields, files } = await readMultipart(request);
    const banner = await createBanner(app.db, {
      fields: parseWith(ZBannerFields, fields),
      image: files.find((f) => f.field === 'image')?.buffer,
      uploadsDir: uploadsDir(),
    });
    noteAudit(request, { action: 'banners.create', entityType: 'banner', entityId: banner.id, after: banner });
    reply.status(201);
    return { success: true, message: 'Banner created successfully', banner: toBannerView(banner) };
  });
  app.put('/api/admin/banners/:id', { schema: { tags, params: ZId, consumes: ['multipart/form-data'] } }, async (request) => {
    const { fields, files } = await readMultipart(request);
    const { before, after } = await updateBanner(app.db, {
      id: request.params.id,
      fields: parseWith(ZBannerUpdate, fields),
      image: files.find((f) => f.field === 'image')?.buffer,
      uploadsDir: uploadsDir(),
    });
    noteAudit(request, { action: 'banners.update', entityType: 'banner', before, after });
    return { success: true, message: 'Banner updated successfully', banner: toBannerView(after) };
  });
  app.delete('/api/admin/banners/:id', { schema: { tags, params: ZId } }, async (request) => {
    const before = await deleteBanner(app.db, { id: request.params.id, uploadsDir: uploadsDir() });
    noteAudit(request, { action: 'banners.delete', entityType: 'banner', before });
    return { success: true, message: 'Banner deleted successfully' };
  });
  app.patch('/api/admin/banners/:id/toggle-status', { schema: { tags, params: ZId, body: ZBannerToggle } }, async (request) => {
    const { before, after } = await updateBanner(app.db, { id: request.params.id, fields: request.body, uploadsDir: uploadsDir() });
    noteAudit(request, {
      action: 'banners.toggle',
      entityType: 'banner',
      before: { isActive: before.isActive },
      after: { isActive: after.isActive },
    });
    return {
      success: true,
      message: after.isActive ? 'Banner activated successfully' : 'Banner deactivated successfully',
      banner: toBannerView(after),
    };
  });
  app.patch('/api/admin/banners/:id/priority', { schema: { tags, params: ZId, body: ZBannerPriority } }, async (request) => {
    const { before, after } = await updateBanner(app.db, { id: request.params.id, fields: request.body, uploadsDir: uploadsDir() });
    noteAudit(request, {
      action: 'banners.priority',
      entityType: 'banner',
      before: { priority: before.priority },
      after: { priority: after.priority },
    });
    return { success: true, message: 'Banner priority updated successfully', banner: toBannerView(after) };
  });
};

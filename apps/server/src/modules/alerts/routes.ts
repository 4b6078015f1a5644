import {
  MAX_SAVED_SEARCHES,
  ZDoneReply,
  ZItemWatchesReply,
  ZItemWatchReply,
  ZItemWatchSave,
  ZSavedSearchCreate,
  ZSavedSearchesReply,
  ZSavedSearchReply,
  ZSavedSearchUpdate,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/require-user.js';
import { deleteItemWatch, getItemWatch, listItemWatches, saveItemWatch } from './item-watches.js';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './saved-searches.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** Saved searches (issue 20): the owner lists, saves, changes and deletes their own. */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['saved searches'];
  const base = '/api/user/saved-searches';
  app.get(base, { schema: { tags, response: { 200: ZSavedSearchesReply } } }, async (request) => ({
    success: true as const,
    savedSearches: await listSavedSearches(app.db, requireUser(request).id),
    limit: MAX_SAVED_SEARCHES,
  }));
  app.post(base, { schema: { tags, body: ZSavedSearchCreate, response: { 200: ZSavedSearchReply } } }, async (request) => ({
    success: true as const,
    savedSearch: await createSavedSearch(app.db, { userId: requireUser(request).id, input: request.body }),
  }));
  app.patch(
    `${base}/:id`,
    { schema: { tags, params: ZId, body: ZSavedSearchUpdate, response: { 200: ZSavedSearchReply } } },
    async (request) => ({
      success: true as const,
      savedSearch: await updateSavedSearch(app.db, { userId: requireUser(request).id, id: request.params.id, changes: request.body }),
    }),
  );
  app.delete(`${base}/:id`, { schema: { tags, params: ZId, response: { 200: ZDoneReply } } }, async (request) => {
    await deleteSavedSearch(app.db, { userId: requireUser(request).id, id: request.params.id });
    return { success: true as const };
  });
};

const ZItemId = z.object({ itemId: z.string().min(1).max(64) });

/** Notify me on item pages (issue 22): the signed-in buyer lists, starts, changes and stops his own watches. */
export const itemWatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['saved searches'];
  const base = '/api/user/item-watches';
  app.get(base, { schema: { tags, response: { 200: ZItemWatchesReply } } }, async (request) => ({
    success: true as const,
    itemWatches: await listItemWatches(app.db, requireUser(request).id),
  }));
  app.get(`${base}/:itemId`, { schema: { tags, params: ZItemId, response: { 200: ZItemWatchReply } } }, async (request) => ({
    success: true as const,
    itemWatch: await getItemWatch(app.db, { userId: requireUser(request).id, itemId: request.params.itemId }),
  }));
  app.put(
    `${base}/:itemId`,
    { schema: { tags, params: ZItemId, body: ZItemWatchSave, response: { 200: ZItemWatchReply } } },
    async (request) => ({
      success: true as const,
      itemWatch: await saveItemWatch(app.db, { userId: requireUser(request).id, itemId: request.params.itemId, input: request.body }),
    }),
  );
  app.delete(`${base}/:itemId`, { schema: { tags, params: ZItemId, response: { 200: ZDoneReply } } }, async (request) => {
    await deleteItemWatch(app.db, { userId: requireUser(request).id, itemId: request.params.itemId });
    return { success: true as const };
  });
};

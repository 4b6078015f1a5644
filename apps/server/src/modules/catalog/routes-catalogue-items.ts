import {
  ZAdminCatalogueItemQuery,
  ZCatalogueItemInput,
  ZCatalogueItemListReply,
  ZCatalogueItemMerge,
  ZCatalogueItemMergedReply,
  ZCatalogueItemQuery,
  ZCatalogueItemSavedReply,
  ZItemSuggestionQuery,
  ZItemSuggestionReply,
  ZItemSummariesReply,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { readMultipart } from '../../lib/multipart.js';
import { actorOf } from '../../lib/require-user.js';
import {
  createCatalogueItem,
  listCatalogueItems,
  mergeCatalogueItems,
  setCatalogueItemArt,
  suggestCatalogueItems,
  updateCatalogueItem,
} from './catalogue-items.js';
import { suggestItemFor } from './suggest-item.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
const EXAMPLE = {
  kind: 'game',
  name: 'EA Sports FC 25',
  nameAr: 'إي إيه سبورتس إف سي 25',
  searchTerms: ['fifa 25', 'فيفا 25'],
  edition: 'Standard',
  region: 'SA',
  releaseYear: 2024,
  publisher: 'EA',
  ageRating: '3+',
};

/** Catalogue items (issue 22): the admins curate them, sellers pick them while posting. */
export const catalogueItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog'];

  app.get(
    '/api/catalogue-items',
    { schema: { tags, querystring: ZCatalogueItemQuery, response: { 200: ZItemSummariesReply } } },
    async (request) => ({ items: await suggestCatalogueItems(app.db, { q: request.query.q, limit: Math.min(request.query.limit, 10) }) }),
  );

  // "Is this <item>?": the item a seller's title obviously names, offered while posting without a picked item.
  app.get(
    '/api/catalogue-items/suggestion',
    { schema: { tags, querystring: ZItemSuggestionQuery, response: { 200: ZItemSuggestionReply } } },
    async (request) => ({ item: await suggestItemFor(app.db, request.query) }),
  );

  app.get(
    '/api/admin/catalogue-items',
    { schema: { tags: ['admin'], querystring: ZAdminCatalogueItemQuery, response: { 200: ZCatalogueItemListReply } } },
    async (request) => ({ success: true as const, ...(await listCatalogueItems(app.db, request.query)) }),
  );
  app.post(
    '/api/admin/catalogue-items',
    { schema: { tags: ['admin'], body: ZCatalogueItemInput.meta({ examples: [EXAMPLE] }), response: { 201: ZCatalogueItemSavedReply } } },
    async (request, reply) => {
      const item = await createCatalogueItem(app.db, actorOf(request), request.body);
      reply.status(201);
      return { success: true as const, message: 'Catalogue item created', item };
    },
  );
  app.put(
    '/api/admin/catalogue-items/:id',
    {
      schema: {
        tags: ['admin'],
        params: ZId,
        body: ZCatalogueItemInput.meta({ examples: [EXAMPLE] }),
        response: { 200: ZCatalogueItemSavedReply },
      },
    },
    async (request) => {
      const { after } = await updateCatalogueItem(app.db, actorOf(request), request.params.id, request.body);
      return { success: true as const, message: 'Catalogue item updated', item: after };
    },
  );
  app.post(
    '/api/admin/catalogue-items/:id/art',
    { schema: { tags: ['admin'], params: ZId, consumes: ['multipart/form-data'], response: { 200: ZCatalogueItemSavedReply } } },
    async (request) => {
      const { files } = await readMultipart(request);
      const file = files.find((f) => f.field === 'art') ?? files[0];
      if (!file) throw new AppError('VALIDATION_FAILED', 'validation.artRequired', { fields: { art: 'validation.artRequired' } });
      const { after } = await setCatalogueItemArt(app.db, actorOf(request), {
        id: request.params.id,
        buffer: file.buffer,
        storage: app.storage,
      });
      return { success: true as const, message: 'Catalogue item updated', item: after };
    },
  );
  app.post(
    '/api/admin/catalogue-items/:id/merge',
    { schema: { tags: ['admin'], params: ZId, body: ZCatalogueItemMerge, response: { 200: ZCatalogueItemMergedReply } } },
    async (request) => {
      const { relinked, item } = await mergeCatalogueItems(app.db, actorOf(request), {
        id: request.params.id,
        into: request.body.into,
        storage: app.storage,
      });
      return { success: true as const, message: 'Catalogue items merged', item, relinked: relinked.length };
    },
  );
};

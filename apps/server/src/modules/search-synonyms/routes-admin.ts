import { ZCatalogDeletedReply, ZSearchSynonymInput, ZSearchSynonymListReply, ZSearchSynonymSavedReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/require-user.js';
import { createSynonym, deleteSynonym, listSynonyms, updateSynonym } from './synonym-table.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** Search synonyms (issue 17): the groups the search reads queries against; the admin guard of /api/admin/* applies. */
export const searchSynonymAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.get('/api/admin/search-synonyms', { schema: { tags, response: { 200: ZSearchSynonymListReply } } }, async () => ({
    success: true as const,
    synonyms: await listSynonyms(app.db),
  }));
  app.post(
    '/api/admin/search-synonyms',
    { schema: { tags, body: ZSearchSynonymInput, response: { 201: ZSearchSynonymSavedReply } } },
    async (request, reply) => {
      const synonym = await createSynonym(app.db, actorOf(request), request.body);
      reply.status(201);
      return { success: true as const, message: 'Synonym group created', synonym };
    },
  );
  app.put(
    '/api/admin/search-synonyms/:id',
    { schema: { tags, params: ZId, body: ZSearchSynonymInput, response: { 200: ZSearchSynonymSavedReply } } },
    async (request) => {
      const synonym = await updateSynonym(app.db, actorOf(request), request.params.id, request.body);
      return { success: true as const, message: 'Synonym group updated', synonym };
    },
  );
  app.delete(
    '/api/admin/search-synonyms/:id',
    { schema: { tags, params: ZId, response: { 200: ZCatalogDeletedReply } } },
    async (request) => {
      await deleteSynonym(app.db, actorOf(request), request.params.id);
      return { success: true as const, message: 'Synonym group deleted' };
    },
  );
};

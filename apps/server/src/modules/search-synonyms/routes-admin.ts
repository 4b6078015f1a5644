import { ZCatalogDeletedReply, ZSearchSynonymInput, ZSearchSynonymListReply, ZSearchSynonymSavedReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSynonym, deleteSynonym, listSynonyms, toSynonymView, updateSynonym } from './synonym-table.js';

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
      const synonym = toSynonymView(await createSynonym(app.db, request.body));
      request.noteAudit({ action: 'search_synonyms.create', entityType: 'search_synonym', entityId: synonym.id, after: synonym });
      reply.status(201);
      return { success: true as const, message: 'Synonym group created', synonym };
    },
  );
  app.put(
    '/api/admin/search-synonyms/:id',
    { schema: { tags, params: ZId, body: ZSearchSynonymInput, response: { 200: ZSearchSynonymSavedReply } } },
    async (request) => {
      const { before, after } = await updateSynonym(app.db, request.params.id, request.body);
      const synonym = toSynonymView(after);
      request.noteAudit({ action: 'search_synonyms.update', entityType: 'search_synonym', before: toSynonymView(before), after: synonym });
      return { success: true as const, message: 'Synonym group updated', synonym };
    },
  );
  app.delete(
    '/api/admin/search-synonyms/:id',
    { schema: { tags, params: ZId, response: { 200: ZCatalogDeletedReply } } },
    async (request) => {
      const before = await deleteSynonym(app.db, request.params.id);
      request.noteAudit({ action: 'search_synonyms.delete', entityType: 'search_synonym', before: toSynonymView(before), after: null });
      return { success: true as const, message: 'Synonym group deleted' };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileReply } from '../../lib/file-reply.js';
import { requireUser } from '../../lib/require-user.js';
import { documentRateLimit } from '../../lib/route-limits.js';
import { exportUserData } from './export-user-data.js';

/** Account Settings' data export (seller §2.5): everything held about the user, over the modules that hold it. */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];

  app.get(
    '/api/user/data-export',
    {
      config: documentRateLimit('export'),
      schema: { tags, response: { 200: fileReply('All the data the account holds', ['application/json']) } },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const data = await exportUserData(app.db, userId);
      const filename = `gamesouq-data-${data.exportedAt.slice(0, 10)}.json`;
      return reply
        .type('application/json')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(JSON.stringify(data, null, 2));
    },
  );
};

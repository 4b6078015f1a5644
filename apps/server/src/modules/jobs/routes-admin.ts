import { ZDeadJobsReply, ZDoneReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listDeadJobs, retryDeadJob } from './dead-jobs.js';

const ZId = z.object({ id: z.string().min(1).max(20) });

/** The job queue's dead letters for admins; the admin guard of /api/admin/* applies. */
export const jobAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.get('/api/admin/jobs/dead', { schema: { tags, response: { 200: ZDeadJobsReply } } }, async () => ({
    success: true as const,
    jobs: await listDeadJobs(app.db),
  }));
  app.post('/api/admin/jobs/:id/retry', { schema: { tags, params: ZId, response: { 200: ZDoneReply } } }, async (request) => {
    await retryDeadJob(app.db, request.params.id);
    return { success: true as const, message: 'The job will run again shortly' };
  });
};

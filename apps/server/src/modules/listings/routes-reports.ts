import {
  ZDoneReply,
  ZOpenReportsCountReply,
  ZReportDecision,
  ZReportedListingsReply,
  ZReportListing,
  ZReportListingReply,
  ZReportsQuery,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireUser } from '../../lib/require-user.js';
import { countOpenReports, decideReports, listReportedListings, reportListing } from './reports.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** Listing reports (design §5): users report, admins dismiss or take the listing down. */
export const listingReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['listings'];

  app.post(
    '/api/ads/:id/report',
    { schema: { tags, params: ZId, body: ZReportListing, response: { 201: ZReportListingReply } } },
    async (request, reply) => {
      const report = await reportListing(app.db, { user: requireUser(request), listingId: request.params.id, ...request.body });
      reply.status(201);
      return { success: true as const, message: 'Thank you. Our team will review this listing.', reportId: report.id };
    },
  );

  app.get(
    '/api/admin/reports',
    { schema: { tags: ['admin'], querystring: ZReportsQuery, response: { 200: ZReportedListingsReply } } },
    async (request) => ({
      success: true as const,
      ...(await listReportedListings(app.db, request.query)),
    }),
  );
  app.get('/api/admin/reports/counts', { schema: { tags: ['admin'], response: { 200: ZOpenReportsCountReply } } }, async () => ({
    success: true as const,
    open: await countOpenReports(app.db),
  }));
  app.post(
    '/api/admin/reports/:id/decide',
    { schema: { tags: ['admin'], params: ZId, body: ZReportDecision, response: { 200: ZDoneReply } } },
    async (request) => {
      const { action, reason } = request.body;
      await decideReports(app.db, { listingId: request.params.id, actor: actorOf(request), action, reason });
      return {
        success: true as const,
        message: action === 'dismiss' ? 'Reports dismissed successfully' : 'Listing taken down successfully',
      };
    },
  );
};

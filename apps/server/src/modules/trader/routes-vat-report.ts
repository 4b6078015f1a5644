import { ZVatReportDownloadQuery, ZVatReportQuery, ZVatReportReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileReply } from '../../lib/file-reply.js';
import { requireUser } from '../../lib/require-user.js';
import { documentRateLimit } from '../../lib/route-limits.js';
import { readVatReport } from './vat-report.js';
import { vatReportCsv } from './vat-report-csv.js';
import { renderVatReportPdf } from './vat-report-pdf.js';

/** The trader's VAT report per period (design §8), on screen and as CSV or PDF for the trader's own VAT return. */
export const traderVatReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trader'];
  const platformVat = { ratePercent: app.config.VAT_RATE_PERCENT, vatNumber: app.config.PLATFORM_VAT_NUMBER ?? null };
  app.get(
    '/api/trader/vat-report',
    { schema: { tags, querystring: ZVatReportQuery, response: { 200: ZVatReportReply } } },
    async (request) => ({
      success: true as const,
      ...(await readVatReport(app.db, { sellerId: requireUser(request).id, ...request.query, platformVat })),
    }),
  );
  app.get(
    '/api/trader/vat-report/download',
    {
      config: documentRateLimit('vat-report'),
      schema: {
        tags,
        querystring: ZVatReportDownloadQuery,
        response: { 200: fileReply('The VAT report', ['application/pdf', 'text/csv']) },
      },
    },
    async (request, reply) => {
      const { from, to, format, lang } = request.query;
      const report = await readVatReport(app.db, { sellerId: requireUser(request).id, from, to, platformVat });
      const file = format === 'csv' ? vatReportCsv(report, lang) : await renderVatReportPdf(report, lang);
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
        .header('content-disposition', `attachment; filename="gamesouq-vat-report-${from}-to-${to}.${format}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};

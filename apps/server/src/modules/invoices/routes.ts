import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDocument } from '../../lib/documents.js';
import { fileReply } from '../../lib/file-reply.js';
import { requireUser } from '../../lib/require-user.js';
import { documentRateLimit } from '../../lib/route-limits.js';
import { readInvoiceXml } from './read-invoice-xml.js';
import { renderInvoice } from './render-invoice-pdf.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/**
 * An order's invoice: the buyer's PDF download (the trader panel serves the seller's), and the signed UBL 2.1 XML of a
 * tax invoice for its seller and admins (ZATCA phase 2).
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const dataDir = app.config.DATA_DIR;
  app.get(
    '/api/user/orders/:id/invoice',
    {
      config: documentRateLimit('invoice'),
      schema: { tags: ['orders'], params: ZId, response: { 200: fileReply('The tax invoice', ['application/pdf']) } },
    },
    async (request, reply) => {
      const { file, filename } = await renderInvoice(app.db, { orderId: request.params.id, viewer: requireUser(request), dataDir });
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(file);
    },
  );

  const xmlSchema = {
    tags: ['invoices'],
    params: ZId,
    response: { 200: fileReply('The simplified tax invoice as UBL 2.1 XML, signed', ['application/xml']) },
  };
  for (const area of ['trader', 'admin'] as const) {
    app.get(`/api/${area}/orders/:id/invoice.xml`, { config: documentRateLimit('invoice'), schema: xmlSchema }, async (request, reply) => {
      const { xml, filename } = await readInvoiceXml(app.db, { orderId: request.params.id, viewer: requireUser(request), dataDir });
      return sendDocument(reply, { body: xml, type: 'application/xml', name: filename });
    });
  }
};

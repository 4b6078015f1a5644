import { ZCreditNotesReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDocument } from '../../lib/documents.js';
import { fileReply } from '../../lib/file-reply.js';
import { requireUser } from '../../lib/require-user.js';
import { documentRateLimit } from '../../lib/route-limits.js';
import { listCreditNotes, readCreditNoteXml } from './credit-notes.js';
import { readInvoiceXml } from './read-invoice-xml.js';
import { renderCreditNote, renderInvoice } from './render-invoice-pdf.js';
import { onboardingRoutes } from './routes-onboarding.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
const ZNoteId = ZId.extend({ noteId: z.string().min(1).max(64) });

/**
 * An order's invoice: the buyer's PDF download (the trader panel serves the seller's), and the signed UBL 2.1 XML of a
 * tax invoice for its seller and admins (ZATCA phase 2). Its credit notes: listed and downloaded as PDF by the buyer,
 * the seller and admins, and as signed XML by the seller and admins.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const dataDir = app.config.DATA_DIR;
  await app.register(onboardingRoutes);
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

  for (const area of ['user', 'trader', 'admin'] as const) {
    app.get(
      `/api/${area}/orders/:id/credit-notes`,
      { schema: { tags: ['invoices'], params: ZId, response: { 200: ZCreditNotesReply } } },
      async (request) => ({
        success: true as const,
        creditNotes: await listCreditNotes(app.db, { orderId: request.params.id, viewer: requireUser(request) }),
      }),
    );
    app.get(
      `/api/${area}/orders/:id/credit-notes/:noteId`,
      {
        config: documentRateLimit('invoice'),
        schema: {
          tags: ['invoices'],
          params: ZNoteId,
          response: { 200: fileReply('The credit note or refund receipt', ['application/pdf']) },
        },
      },
      async (request, reply) => {
        const { id: orderId, noteId } = request.params;
        const { file, filename } = await renderCreditNote(app.db, { orderId, noteId, viewer: requireUser(request) });
        return sendDocument(reply, { body: file, type: 'application/pdf', name: filename });
      },
    );
  }
  for (const area of ['trader', 'admin'] as const) {
    app.get(
      `/api/${area}/orders/:id/credit-notes/:noteId/xml`,
      {
        config: documentRateLimit('invoice'),
        schema: {
          tags: ['invoices'],
          params: ZNoteId,
          response: { 200: fileReply('The simplified tax credit note as UBL 2.1 XML, signed', ['application/xml']) },
        },
      },
      async (request, reply) => {
        const { id: orderId, noteId } = request.params;
        const { xml, filename } = await readCreditNoteXml(app.db, { orderId, noteId, viewer: requireUser(request) });
        return sendDocument(reply, { body: xml, type: 'application/xml', name: filename });
      },
    );
  }
};

import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { sendDocument } from '../../lib/documents.js';
import { fileReply } from '../../lib/file-reply.js';
import { requireUser } from '../../lib/require-user.js';
import { documentRateLimit } from '../../lib/route-limits.js';
import { orders } from '../orders/index.js';
import { invoiceNumber, issueInvoice } from './issue-invoice.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** The UBL 2.1 XML of an order's tax invoice, for its seller (trader panel) and admins (ZATCA phase 2). */
export const invoiceXmlRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['invoices'],
    params: ZId,
    response: { 200: fileReply('The simplified tax invoice as UBL 2.1 XML, signed', ['application/xml']) },
  };
  const sendXml = async (orderId: string, reply: Parameters<typeof sendDocument>[0]) => {
    const invoice = await issueInvoice(app.db, { orderId, dataDir: app.config.DATA_DIR });
    if (!invoice.xml) throw new AppError('NOT_FOUND', 'errors.noTaxInvoice');
    return sendDocument(reply, { body: Buffer.from(invoice.xml), type: 'application/xml', name: `${invoiceNumber(invoice)}.xml` });
  };
  const orderOf = async (orderId: string) =>
    (await app.db.select({ sellerId: orders.sellerId }).from(orders).where(eq(orders.id, orderId)))[0];

  app.get('/api/trader/orders/:id/invoice.xml', { config: documentRateLimit('invoice'), schema }, async (request, reply) => {
    const order = await orderOf(request.params.id);
    if (order?.sellerId !== requireUser(request).id) throw new AppError('NOT_FOUND', 'errors.orderNotFound');
    return sendXml(request.params.id, reply);
  });

  app.get('/api/admin/orders/:id/invoice.xml', { config: documentRateLimit('invoice'), schema }, async (request, reply) => {
    if (!(await orderOf(request.params.id))) throw new AppError('NOT_FOUND', 'errors.orderNotFound');
    return sendXml(request.params.id, reply);
  });
};

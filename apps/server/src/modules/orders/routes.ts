import {
  halalasToSar,
  ZCheckoutReply,
  ZCheckoutRequest,
  ZEscrowReleasedReply,
  ZOrderChangeReply,
  ZOrderProofsReply,
  ZOrderReply,
  ZOrderStatusChange,
  ZOrdersQuery,
  ZOrdersReply,
  ZPendingOrdersReply,
  ZPickupHandover,
  ZReviewReply,
  ZReviewRequest,
  ZSellerReviewsReply,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { sendDocument } from '../../lib/documents.js';
import { fileReply } from '../../lib/file-reply.js';
import { idempotencyKeyOf, idempotent } from '../../lib/idempotency.js';
import { readMultipart } from '../../lib/multipart.js';
import { requireUser } from '../../lib/require-user.js';
import { uploadRateLimit } from '../../lib/route-limits.js';
import { assertPublicSeller } from '../users/index.js';
import { confirmDelivery, moveOrder, releaseBySeller } from './change-order.js';
import { assertProofAccess, readProof, storeProofs } from './order-proofs.js';
import { ordersWhere, selectOrders } from './order-views.js';
import { closeOpenCheckouts, placeCheckoutAwaitingPayment, startCheckoutPayment } from './pay-checkout.js';
import { handOverPickup } from './pickup-handover.js';
import { placeOrders } from './place-orders.js';
import { reviewOrder } from './review-order.js';
import { listSellerReviews } from './seller-reviews.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
/** The newest reviews a seller's page shows. */
const SELLER_REVIEWS_LIMIT = 50;

/** Orders of the general area (buyers and sellers of any role), and the wallet calls that complete them. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const {
    VAT_RATE_PERCENT: vatRatePercent,
    COMMISSION_PERCENT: commissionPercent,
    ESCROW_RELEASE_DAYS: releaseDays,
    CHECKOUT_RESERVATION_MINUTES: reservationMinutes,
  } = app.config;
  const view = async (orderId: string, viewerId: string) => {
    const [order] = await selectOrders(app.db, { where: ordersWhere.id(orderId), viewerId, releaseDays, isPrepared: true });
    // An order whose payment never arrived was never the seller's.
    if (!order || (order.role === 'seller' && order.payment_status === 'unpaid')) throw new AppError('NOT_FOUND', 'errors.orderNotFound');
    return order;
  };

  // The reviews on a seller's page (decision 017): public, as the rating they make up is.
  app.get(
    '/api/users/:id/reviews',
    { schema: { tags: ['users'], params: ZId, response: { 200: ZSellerReviewsReply } } },
    async (request) => {
      await assertPublicSeller(app.db, request.params.id);
      return {
        success: true as const,
        reviews: await listSellerReviews(app.db, { sellerId: request.params.id, limit: SELLER_REVIEWS_LIMIT }),
      };
    },
  );

  app.post('/api/user/orders', { schema: { tags, body: ZCheckoutRequest, response: { 201: ZCheckoutReply } } }, async (request, reply) => {
    const buyer = requireUser(request);
    const keyed = { userId: buyer.id, key: idempotencyKeyOf(request.headers), route: 'checkout', body: request.body };
    const { payment, ...order } = request.body;
    if (payment?.method) {
      const { result } = await idempotent(app.db, keyed, async (tx) => {
        const placed = await placeCheckoutAwaitingPayment(tx, {
          buyerId: buyer.id,
          request: order,
          payment: { method: payment.method!, useWallet: payment.useWallet },
          vatRatePercent,
          reservationMinutes,
        });
        const orders = await selectOrders(tx, {
          where: ordersWhere.ids(placed.orderIds),
          viewerId: buyer.id,
          releaseDays,
          isPrepared: true,
        });
        return { checkoutId: placed.checkoutId, orders };
      });
      // The gateway is called after the commit, outside any transaction of ours; a repeat reaches the same payment.
      const { walletAmount, methodAmount, ...started } = await startCheckoutPayment(app.db, {
        checkoutId: result.checkoutId,
        language: payment.language,
      });
      const isPaid = methodAmount === 0;
      const message = isPaid ? 'Order placed successfully' : 'Complete the payment to place your order';
      reply.status(201);
      return {
        success: true as const,
        message,
        msg: message,
        orders: result.orders,
        checkoutId: result.checkoutId,
        ...started,
        walletAmount: halalasToSar(walletAmount),
        methodAmount: halalasToSar(methodAmount),
      };
    }
    // The whole reply is made in the transaction, so that a repeat with the same key gets exactly the first reply.
    const { result } = await idempotent(app.db, keyed, async (tx) => {
      const itemIds = order.items?.map((line) => line.productId);
      const { cart, listings } = await closeOpenCheckouts(tx, buyer.id, { itemIds });
      const ids = await placeOrders(tx, { buyerId: buyer.id, ...order, cart, listings, vatRatePercent });
      const orders = await selectOrders(tx, { where: ordersWhere.ids(ids), viewerId: buyer.id, releaseDays, isPrepared: true });
      return { success: true as const, message: 'Order placed successfully', msg: 'Order placed successfully', orders };
    });
    reply.status(201);
    return result;
  });

  app.get('/api/user/orders', { schema: { tags, querystring: ZOrdersQuery, response: { 200: ZOrdersReply } } }, async (request) => {
    const user = requireUser(request);
    const where = request.query.role === 'seller' ? ordersWhere.soldBy(user.id) : ordersWhere.boughtBy(user.id);
    return { success: true as const, orders: await selectOrders(app.db, { where, viewerId: user.id, releaseDays, isPrepared: true }) };
  });

  app.get('/api/user/orders/:id', { schema: { tags, params: ZId, response: { 200: ZOrderReply } } }, async (request) => {
    const user = requireUser(request);
    const order = await view(request.params.id, user.id);
    if (order.role === 'admin' && user.role !== 'admin') throw new AppError('NOT_FOUND', 'errors.orderNotFound');
    return order;
  });

  app.patch(
    '/api/user/orders/:id/status',
    { schema: { tags, params: ZId, body: ZOrderStatusChange, response: { 200: ZOrderChangeReply } } },
    async (request) => {
      const user = requireUser(request);
      await inTransaction(app.db, (tx) =>
        moveOrder(tx, {
          orderId: request.params.id,
          user,
          to: request.body.status,
          reason: request.body.reason,
          shipment: request.body.shipment,
        }),
      );
      return { success: true as const, message: 'Order status updated successfully', order: await view(request.params.id, user.id) };
    },
  );

  app.post(
    '/api/user/orders/:id/pickup/handover',
    { schema: { tags, params: ZId, body: ZPickupHandover, response: { 200: ZOrderChangeReply } } },
    async (request) => {
      const user = requireUser(request);
      await handOverPickup(app.db, { orderId: request.params.id, user, code: request.body.code });
      return { success: true as const, message: 'Hand-over confirmed', order: await view(request.params.id, user.id) };
    },
  );

  // The seller's proofs of an order (the photo it is shipped with, issue 18), read by its buyer, seller and admins.
  app.post(
    '/api/user/orders/:id/proof',
    {
      config: uploadRateLimit(app),
      schema: { tags, params: ZId, consumes: ['multipart/form-data'], response: { 201: ZOrderProofsReply } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const orderId = request.params.id;
      await assertProofAccess(app.db, { orderId, user, isUpload: true });
      const { files } = await readMultipart(request);
      const proofs = await storeProofs(app.db, { orderId, uploaderId: user.id, files, storage: app.storage, area: 'user' });
      reply.status(201);
      return { success: true as const, message: 'Proof uploaded successfully', proofs };
    },
  );

  app.get(
    '/api/user/orders/:id/proofs/:proofId',
    {
      schema: {
        tags,
        params: ZId.extend({ proofId: z.string().min(1).max(64) }),
        response: { 200: fileReply('The proof as uploaded', ['application/pdf', 'image/webp']) },
      },
    },
    async (request, reply) => {
      await assertProofAccess(app.db, { orderId: request.params.id, user: requireUser(request), isUpload: false });
      const proof = await readProof(app.db, { orderId: request.params.id, proofId: request.params.proofId, storage: app.storage });
      return sendDocument(reply, { body: proof.file, type: proof.contentType, name: proof.name });
    },
  );

  app.post(
    '/api/user/orders/:id/cancel',
    {
      schema: {
        tags,
        params: ZId,
        body: z.object({ reason: z.string().trim().max(300).optional() }).nullish(),
        response: { 200: ZOrderChangeReply },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await inTransaction(app.db, (tx) =>
        moveOrder(tx, { orderId: request.params.id, user, to: 'canceled', reason: request.body?.reason }),
      );
      return { success: true as const, message: 'Order cancelled and refunded', order: await view(request.params.id, user.id) };
    },
  );

  app.post(
    '/api/user/orders/:id/review',
    { schema: { tags, params: ZId, body: ZReviewRequest, response: { 200: ZReviewReply } } },
    async (request) => {
      const user = requireUser(request);
      const reply = await inTransaction(app.db, (tx) => reviewOrder(tx, { orderId: request.params.id, user, ...request.body }));
      return reply;
    },
  );

  app.post(
    '/api/user/wallet/confirm-delivery/:id',
    { schema: { tags: ['wallet'], params: ZId, response: { 200: ZEscrowReleasedReply } } },
    async (request) => {
      const user = requireUser(request);
      await inTransaction(app.db, (tx) => confirmDelivery(tx, { orderId: request.params.id, user, commissionPercent }));
      return { success: true as const, message: 'Delivery confirmed! Funds will be available for withdrawal.' };
    },
  );

  app.post(
    '/api/user/wallet/auto-withdraw/:id',
    { schema: { tags: ['wallet'], params: ZId, response: { 200: ZEscrowReleasedReply } } },
    async (request) => {
      const user = requireUser(request);
      await inTransaction(app.db, (tx) => releaseBySeller(tx, { orderId: request.params.id, user, commissionPercent, releaseDays }));
      return { success: true as const, message: 'Auto-withdrawal processed successfully' };
    },
  );

  app.get('/api/user/wallet/pending-orders', { schema: { tags: ['wallet'], response: { 200: ZPendingOrdersReply } } }, async (request) => {
    const user = requireUser(request);
    const orders = await selectOrders(app.db, { where: ordersWhere.openOf(user.id), viewerId: user.id, releaseDays, isPrepared: true });
    return {
      success: true as const,
      pendingOrders: orders.map((o) => ({
        id: o.id,
        orderId: o.orderId,
        productName: o.items.map((i) => i.name).join(', '),
        buyerName: o.buyer.name,
        sellerName: o.seller.storeName,
        role: o.role,
        orderDate: o.created_at,
        amount: o.role === 'seller' ? o.subtotal + o.shipping : o.total,
        status: o.status,
        kind: o.kind,
        digital: o.digital ? { kind: o.digital.kind, codes: o.digital.codes } : null,
        canConfirm: o.canConfirm,
        canRelease: o.canRelease,
        // Seller §3 types it as a number: before the hand-over the countdown has not started, so the whole wait is ahead.
        daysRemaining: o.daysRemaining ?? releaseDays,
      })),
    };
  });
};

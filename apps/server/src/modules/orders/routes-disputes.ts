import {
  ZDisputeChangeReply,
  ZDisputeDecision,
  ZDisputeMessage,
  ZDisputePhotoMessage,
  ZDisputeReply,
  ZDisputesQuery,
  ZDisputesReply,
  ZDoneReply,
  ZOpenDispute,
} from '@gamesouq/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { fileReply } from '../../lib/file-reply.js';
import type { StoredImage } from '../../lib/images.js';
import { readMultipart } from '../../lib/multipart.js';
import { type Actor, actorOf, requireUser } from '../../lib/require-user.js';
import { uploadRateLimit } from '../../lib/route-limits.js';
import type { Storage } from '../../lib/storage/index.js';
import { parseWith } from '../../lib/validate.js';
import type { UserRow } from '../users/index.js';
import { readDisputePhoto, removeDisputePhotoFiles, storeDisputePhotos } from './dispute-photos.js';
import { decideDispute, disputeWhere, listDisputes, openDispute, postDisputeMessage, readDispute } from './disputes.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
const consumes = ['application/json', 'multipart/form-data'];

/** A dispute call's fields and photos: JSON without photos, or multipart with `photos` files. */
async function readInput(request: FastifyRequest) {
  if (!request.isMultipart()) return { fields: request.body ?? {}, files: [] };
  const { fields, files } = await readMultipart(request);
  return { fields, files: files.filter((file) => file.field.replace(/\[\]$/, '') === 'photos') };
}

/** Stores the photos, runs `work` with them, and removes them again if `work` fails. */
async function withPhotos<T>(
  { files, storage }: { files: { buffer: Buffer }[]; storage: Storage },
  work: (photos: StoredImage[]) => Promise<T>,
): Promise<T> {
  const photos = await storeDisputePhotos(files, storage);
  try {
    return await work(photos);
  } catch (error) {
    await removeDisputePhotoFiles(storage, photos);
    throw error;
  }
}

/** Buyer protection: the parties' dispute calls under /api/user and the admin's under /api/admin. */
export const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['disputes'];
  const config = uploadRateLimit(app);

  /** A message of a party or an admin, with its photos; the other side hears about it. */
  async function postMessage(
    request: FastifyRequest,
    { db, where, user, audited }: { db: Db; where: ReturnType<typeof disputeWhere.id>; user: UserRow; audited?: Actor },
  ) {
    // The body is read in full first (a reply while the client still uploads would cut its connection).
    const { fields, files } = await readInput(request);
    const dispute = await readDispute(db, { where, viewer: user });
    const { message } = files.length ? parseWith(ZDisputePhotoMessage, fields) : parseWith(ZDisputeMessage, fields);
    await withPhotos({ files, storage: app.storage }, (photos) =>
      inTransaction(db, (tx) => postDisputeMessage(tx, { disputeId: dispute.id, user, message, photos, audited })),
    );
  }
  const sent = { success: true as const, message: 'Message sent successfully' };

  app.post(
    '/api/user/orders/:id/dispute',
    { config, schema: { tags, params: ZId, consumes, response: { 201: ZDisputeChangeReply } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { fields, files } = await readInput(request);
      const input = parseWith(ZOpenDispute, fields);
      const id = await withPhotos({ files, storage: app.storage }, (photos) =>
        inTransaction(app.db, (tx) => openDispute(tx, { orderId: request.params.id, user, ...input, photos })),
      );
      reply.status(201);
      return {
        success: true as const,
        message: 'Dispute opened. The payment is on hold until an admin decides.',
        dispute: await readDispute(app.db, { where: disputeWhere.id(id), viewer: user }),
      };
    },
  );

  app.get('/api/user/orders/:id/dispute', { schema: { tags, params: ZId, response: { 200: ZDisputeReply } } }, async (request) => ({
    success: true as const,
    dispute: await readDispute(app.db, { where: disputeWhere.orderId(request.params.id), viewer: requireUser(request) }),
  }));

  app.post(
    '/api/user/orders/:id/dispute/messages',
    { config, schema: { tags, params: ZId, consumes, response: { 200: ZDoneReply } } },
    async (request) => {
      await postMessage(request, { db: app.db, where: disputeWhere.orderId(request.params.id), user: requireUser(request) });
      return sent;
    },
  );

  app.get(
    '/api/user/orders/:id/dispute/photos/:photoId',
    {
      schema: {
        tags,
        params: ZId.extend({ photoId: z.string().min(1).max(64) }),
        querystring: z.object({ size: z.enum(['full', 'thumb']).default('full') }),
        response: { 200: fileReply('The photo (or its thumbnail)', ['image/webp']) },
      },
    },
    async (request, reply) => {
      const file = await readDisputePhoto(app.db, {
        orderId: request.params.id,
        photoId: request.params.photoId,
        isThumb: request.query.size === 'thumb',
        viewer: requireUser(request),
        storage: app.storage,
      });
      // Private to the parties and admins: never kept by a shared cache.
      return reply.type('image/webp').header('cache-control', 'private, max-age=3600').send(file);
    },
  );

  app.get('/api/admin/disputes', { schema: { tags, querystring: ZDisputesQuery, response: { 200: ZDisputesReply } } }, async (request) => ({
    success: true as const,
    ...(await listDisputes(app.db, request.query)),
  }));

  app.get('/api/admin/disputes/:id', { schema: { tags, params: ZId, response: { 200: ZDisputeReply } } }, async (request) => ({
    success: true as const,
    dispute: await readDispute(app.db, { where: disputeWhere.id(request.params.id), viewer: requireUser(request) }),
  }));

  app.post(
    '/api/admin/disputes/:id/messages',
    { config, schema: { tags, params: ZId, consumes, response: { 200: ZDoneReply } } },
    async (request) => {
      await postMessage(request, {
        db: app.db,
        where: disputeWhere.id(request.params.id),
        user: requireUser(request),
        audited: actorOf(request),
      });
      return sent;
    },
  );

  app.post(
    '/api/admin/disputes/:id/decide',
    { schema: { tags, params: ZId, body: ZDisputeDecision, response: { 200: ZDisputeChangeReply } } },
    async (request) => {
      const admin = requireUser(request);
      await inTransaction(app.db, (tx) =>
        decideDispute(tx, {
          disputeId: request.params.id,
          admin,
          actor: actorOf(request),
          ...request.body,
          commissionPercent: app.config.COMMISSION_PERCENT,
        }),
      );
      const dispute = await readDispute(app.db, { where: disputeWhere.id(request.params.id), viewer: admin });
      return { success: true as const, message: 'Dispute decided successfully', dispute };
    },
  );
};

import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES, MAX_LISTING_IMAGES } from '@gamesouq/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileReply } from '../lib/file-reply.js';
import { contentTypeOf, requestedKey } from '../lib/storage/index.js';

/** The public image folders and their addresses; proofs, dispute photos and documents have checked routes of their own. */
const PUBLIC_FOLDERS = [
  ['/api/uploads/ads/', 'ads'],
  ['/api/uploads/catalogue/', 'catalogue'],
  ['/api/uploads/banners/', 'banners'],
  ['/api/uploads/avatars/', 'avatars'],
  ['/uploads/categories/', 'categories'],
  ['/uploads/platforms/', 'platforms'],
] as const;

/**
 * Multipart parsing with our limits (the library's 1 MiB default is too small; a few files above the 8 photos of an
 * ad so that 9 or 10 reach the listing rule, and more stop the reading at once) and the public image routes of design
 * §2, read from the storage of any instance; every stored file has a fresh name, so it is cached for good.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_LISTING_IMAGES + 2, fields: 60, fieldSize: 64 * 1024, parts: 80 },
      throwFileSizeLimit: false,
    });
    for (const [prefix, folder] of PUBLIC_FOLDERS) {
      app.withTypeProvider<ZodTypeProvider>().get(
        `${prefix}:file`,
        {
          schema: {
            tags: ['uploads'],
            security: [],
            params: z.object({ file: z.string().max(128) }),
            response: { 200: fileReply('The stored image', ['image/webp']) },
          },
        },
        async (request, reply) => {
          const key = requestedKey(folder, request.params.file);
          const body = key && (await app.storage.get(key));
          if (!key || !body) return reply.callNotFound();
          return reply
            .type(contentTypeOf(key))
            .header('cache-control', 'public, max-age=31536000, immutable')
            .header('x-content-type-options', 'nosniff')
            .send(body);
        },
      );
    }
  },
  { name: 'uploads', dependencies: ['config'] },
);

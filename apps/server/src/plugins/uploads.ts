import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { MAX_IMAGE_BYTES, MAX_LISTING_IMAGES } from '@gamesouq/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { uploadsDir } from '../lib/images.js';

declare module 'fastify' {
  interface FastifyInstance {
    uploadsDir: string;
  }
}

/**
 * Multipart parsing with our limits (the library's 1 MiB default is too small; a few files above the 8 photos of an
 * ad so that 9 or 10 reach the listing rule, and more stop the reading at once) and the image routes of design §2;
 * every stored file has a fresh name, so it is cached for good.
 */
export default fp(
  async (app: FastifyInstance) => {
    const dir = uploadsDir(app.config);
    app.decorate('uploadsDir', dir);
    await app.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_LISTING_IMAGES + 2, fields: 60, fieldSize: 64 * 1024, parts: 80 },
      throwFileSizeLimit: false,
    });
    for (const [prefix, folder] of [
      ['/api/uploads/ads/', 'ads'],
      ['/api/uploads/banners/', 'banners'],
      ['/api/uploads/avatars/', 'avatars'],
      ['/uploads/categories/', 'categories'],
      ['/uploads/platforms/', 'platforms'],
    ] as const) {
      await mkdir(path.join(dir, folder), { recursive: true });
      await app.register(fastifyStatic, {
        root: path.join(dir, folder),
        prefix,
        decorateReply: false,
        index: false,
        maxAge: '365d',
        immutable: true,
      });
    }
  },
  { name: 'uploads', dependencies: ['config'] },
);

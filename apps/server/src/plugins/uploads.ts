import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { MessageKey } from '@gamesouq/core';
import { MAX_IMAGE_BYTES, MAX_LISTING_IMAGES } from '@gamesouq/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { uploadsDir } from '../lib/images.js';
import { assertStorableInput } from '../lib/storable-input.js';

declare module 'fastify' {
  interface FastifyInstance {
    uploadsDir: string;
  }
}

export type MultipartForm = { fields: Record<string, string | string[]>; files: { field: string; buffer: Buffer; filename: string }[] };

const NOT_A_FORM = 'errors.notMultipart' satisfies MessageKey;

/** Reads a whole multipart body: text fields (repeated names become lists) and files held in memory. */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', NOT_A_FORM);
  const fields: MultipartForm['fields'] = {};
  const files: MultipartForm['files'] = [];
  try {
    for await (const part of request.parts()) {
      // busboy yields a part without a name when its Content-Disposition has none.
      if (typeof part.fieldname !== 'string') throw new AppError('BAD_REQUEST', NOT_A_FORM);
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw new AppError('IMAGE_TOO_LARGE');
        if (buffer.length > 0) files.push({ field: part.fieldname, buffer, filename: part.filename });
      } else {
        const name = part.fieldname.replace(/\[\]$/, '');
        const value = String(part.value);
        const existing = fields[name];
        fields[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
      }
    }
  } catch (error) {
    // More files than any form sends: the same answer as 9 or 10 photos (seller §5), not the library's 413.
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') throw new AppError('TOO_MANY_IMAGES');
    // The parser's own failures (no boundary, a form cut short) are plain errors that would answer 500: they are the
    // client's bad request. Its limits carry their status (413), which the error handler answers in the same shape.
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError('BAD_REQUEST', NOT_A_FORM);
  }
  assertStorableInput(fields);
  return { fields, files };
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

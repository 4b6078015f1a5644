import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { listActiveBanners } from '../modules/catalog/find-catalog.js';
import { sendError } from './errors.js';

const DEFAULT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const API_PATHS = /^\/(api|health|uploads|socket\.io|pay)(\/|$)/;

/**
 * The image each screen paints largest, when the server knows it before the app asks: Home's first banner. Named in
 * a `Link` preload header, the browser fetches it beside the scripts instead of after them and the banners call.
 */
const FIRST_PAINT_IMAGES: Record<string, (app: FastifyInstance) => Promise<string | undefined>> = {
  '/home': async (app) => (await listActiveBanners(app.db))[0]?.image,
};

/** Serves the built SPA; any other GET outside the API gets index.html so the client router can answer it. */
export default fp(
  async (app: FastifyInstance) => {
    const root = path.resolve(app.config.WEB_DIST_DIR ?? DEFAULT_DIST);
    const hasWebApp = existsSync(path.join(root, 'index.html'));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The web build writes .br and .gz beside each text file (apps/web/vite.config.ts).
        preCompressed: true,
        // Vite fingerprints everything under assets/, so it can be cached for good; the rest is revalidated.
        setHeaders: (res, filePath) => {
          res.setHeader(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          res.setHeader('vary', 'accept-encoding');
        },
        cacheControl: false,
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (hasWebApp && request.method === 'GET' && !API_PATHS.test(pathname)) {
        const file = pathname.slice(1);
        if (file && !file.endsWith('/') && existsSync(path.join(root, file)) && !file.includes('..')) return reply.sendFile(file);
        // A hint only: the page is served without it if the lookup fails.
        const image = await FIRST_PAINT_IMAGES[pathname]?.(app).catch(() => undefined);
        if (image) reply.header('link', `<${encodeURI(image)}>; rel=preload; as=image; fetchpriority=high`);
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendError(
        reply,
        new AppError('NOT_FOUND', { key: 'errors.routeNotFound', params: { method: request.method, path: pathname } }),
      );
    });
  },
  { name: 'web-app', dependencies: ['config'] },
);

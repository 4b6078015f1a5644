import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { robotsTxt, SITEMAP_KINDS, sitemapFile, sitemapIndex } from './build-sitemaps.js';
import { productPreviewImage } from './og-image.js';
import { publicOrigin } from './public-origin.js';

const ZSitemapParams = z.object({ file: z.string().regex(new RegExp(`^(${SITEMAP_KINDS.join('|')})-[1-9]\\d{0,5}\\.xml$`)) });
const ZPreviewParams = z.object({ file: z.string().regex(/^[^/]{1,64}\.jpg$/) });
/** Search engines read these often; an hour old is fresh enough and spares the database. */
const CRAWLER_CACHE = 'public, max-age=3600';

/** What search engines and link previews read: robots.txt, the sitemaps, and a product's preview image. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { hide: true };

  app.get('/robots.txt', { schema }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(robotsTxt(publicOrigin(request))),
  );

  app.get('/sitemap.xml', { schema }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(await sitemapIndex(app.db, publicOrigin(request))),
  );

  app.get('/sitemaps/:file', { schema: { ...schema, params: ZSitemapParams } }, async (request, reply) => {
    const [, kind, page] = /^([a-z]+)-(\d+)\.xml$/.exec(request.params.file)!;
    const xml = await sitemapFile(app.db, {
      origin: publicOrigin(request),
      kind: kind as (typeof SITEMAP_KINDS)[number],
      page: Number(page),
    });
    if (!xml) throw new AppError('NOT_FOUND', { key: 'errors.routeNotFound', params: { method: 'GET', path: request.url } });
    return reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(xml);
  });

  app.get('/og/product/:file', { schema: { ...schema, params: ZPreviewParams } }, async (request, reply) => {
    const image = await productPreviewImage(app.db, { id: request.params.file.slice(0, -'.jpg'.length), storage: app.storage });
    if (!image) throw new AppError('NOT_FOUND', 'validation.productNotFound');
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(image);
  });
};

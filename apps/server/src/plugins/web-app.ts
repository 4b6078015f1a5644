import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { compressFor } from '../lib/content-encoding.js';
import { LANGUAGE_COOKIE, type Language, requestLanguage } from '../lib/request-language.js';
import { sendCachedReply } from '../lib/send-cached-reply.js';
import { listActiveBanners } from '../modules/catalog/find-catalog.js';
import { viewerOf } from '../modules/listings/index.js';
import { describePage, headTags, listingIdOfPage, type PageHead, publicOrigin, titleTag } from '../modules/seo/index.js';
import { sendError } from './errors.js';
import { buildLocalizedIndex } from './localized-index.js';
import { loadServerRender } from './server-render.js';

const DEFAULT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const DEFAULT_SSR_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist-ssr');
const API_PATHS = /^\/(api|health|uploads|socket\.io|pay)(\/|$)/;
const LANGUAGE_IN_URL = /^(ar|en)$/;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The image each screen paints largest, when the server knows it before the app asks: Home's first banner. Named in
 * a `Link` preload header, the browser fetches it beside the scripts instead of after them and the banners call.
 */
const FIRST_PAINT_IMAGES: Record<string, (app: FastifyInstance) => Promise<string | undefined>> = {
  '/home': async (app) => (await listActiveBanners(app.db))[0]?.image,
};

/** What a page drawn for the shared cache answers when it is not to be kept (missing, gone, not drawn), with its head. */
class UnsharedPage extends Error {
  constructor(readonly head: PageHead | null) {
    super('not a shared page');
  }
}

/** Serves the built SPA; any other GET outside the API gets index.html so the client router can answer it. */
export default fp(
  async (app: FastifyInstance) => {
    const root = path.resolve(app.config.WEB_DIST_DIR ?? DEFAULT_DIST);
    const hasWebApp = existsSync(path.join(root, 'index.html'));
    const indexPage = hasWebApp ? buildLocalizedIndex(root) : null;
    const ssrDir = app.config.WEB_SSR_DIR ?? (app.config.WEB_DIST_DIR ? null : DEFAULT_SSR_DIST);
    const serverRender = hasWebApp && ssrDir ? await loadServerRender(app, path.resolve(ssrDir)) : null;
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
      if (indexPage && request.method === 'GET' && !API_PATHS.test(pathname)) {
        const file = pathname.slice(1);
        if (file && !file.endsWith('/') && existsSync(path.join(root, file)) && !file.includes('..')) return reply.sendFile(file);
        // A hint only: the page is served without it if the lookup fails.
        const image = await FIRST_PAINT_IMAGES[pathname]?.(app).catch(() => undefined);
        if (image) reply.header('link', `<${encodeURI(image)}>; rel=preload; as=image; fetchpriority=high`);
        // A page's address in one language (`?lang=ar`, what hreflang links point at) is that language, and stays the
        // visitor's choice like the language menu's; else the first visit follows the device's language.
        const url = new URL(request.url, 'http://localhost');
        const languageInUrl = url.searchParams.get('lang');
        let language: Language = requestLanguage(request.headers);
        if (languageInUrl && LANGUAGE_IN_URL.test(languageInUrl)) {
          language = languageInUrl as Language;
          reply.header('set-cookie', `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`);
        }
        reply
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-encoding, accept-language, cookie')
          .header('content-language', language)
          .type('text/html; charset=utf-8');
        const describe = () => describePage({ db: app.db, pathname, search: url.searchParams, language, origin: publicOrigin(request) });
        // A product page drawn here is its reader's view (the drawing's own API calls count none); one that goes out
        // without its body is counted when the app asks for the listing.
        const countView = () => {
          const listingId = listingIdOfPage(pathname);
          if (listingId !== null) app.listingReplies.views.count(listingId, viewerOf(request));
        };
        const frameOf = (head: PageHead) => indexPage.frame(language, { title: titleTag(head.title), tags: headTags(head, language) });
        // A page with no query but its language is the same for every visitor: drawn once and kept (ADR 049), until
        // what it shows changes when its data names it (ADR 059), else a few seconds.
        const isShared = app.config.LISTING_CACHE_SECONDS > 0 && [...url.searchParams.keys()].every((key) => key === 'lang');
        let head: PageHead | null | undefined;
        if (serverRender && isShared) {
          const key = `${publicOrigin(request)}|${language}|${request.url}`;
          const cached = await app.listingReplies.html
            .get(key, async () => {
              const described = await describe();
              const page =
                described?.status === 200
                  ? await serverRender.render(`http://localhost${request.url}`, language, frameOf(described))
                  : null;
              if (page === null) throw new UnsharedPage(described);
              return page;
            })
            .catch((error: unknown) => {
              if (error instanceof UnsharedPage) head = error.head;
              else request.log.error({ err: error }, 'server rendering failed: the page goes out without its body');
              return null;
            });
          if (cached) {
            countView();
            return sendCachedReply(request, reply, cached, 'text/html; charset=utf-8');
          }
        }
        if (head === undefined) head = await describe();
        reply.code(head?.status ?? 200);
        // A public page that exists comes with its body drawn (docs/decisions/023); a missing one, and the signed-in
        // screens, are drawn by the browser.
        if (serverRender && !isShared && head && head.status === 200) {
          const drawn = await serverRender.render(`http://localhost${request.url}`, language, frameOf(head)).catch((error: unknown) => {
            request.log.error({ err: error }, 'server rendering failed: the page goes out without its body');
            return null;
          });
          if (drawn) {
            countView();
            const page = compressFor(Buffer.from(drawn.body), request.headers['accept-encoding']);
            if (page.encoding) reply.header('content-encoding', page.encoding);
            return reply.send(page.body);
          }
        }
        const page = head
          ? indexPage.render(language, { title: titleTag(head.title), tags: headTags(head, language) }, request.headers['accept-encoding'])
          : indexPage.page(language, request.headers['accept-encoding']);
        if (page.encoding) reply.header('content-encoding', page.encoding);
        return reply.send(page.body);
      }
      return sendError(
        reply,
        new AppError('NOT_FOUND', { key: 'errors.routeNotFound', params: { method: request.method, path: pathname } }),
      );
    });
  },
  { name: 'web-app', dependencies: ['config', 'listing-replies'] },
);

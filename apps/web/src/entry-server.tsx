import { loaders } from 'virtual:dictionaries';
import { dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { setApiTransport } from '@/lib/api-client';
import { DICTIONARY_GROUPS } from '@/lib/dictionary-groups';
import { type AppTranslator, LANGUAGES, type Language, TranslatorProvider } from '@/lib/i18n';
import { PageQueryClient, queryClientOptions } from '@/lib/query-client';
import type { ServerQueriesHandle } from '@/lib/server-queries';
import { type SsrState, ssrStateHtml } from '@/lib/ssr-state';
import { createTranslator } from '@/lib/translator';

/*
 * The server's side of the public pages (docs/decisions/023): apps/server's web plugin imports the build of this file
 * (`vite build --ssr`, dist-ssr/) and draws a page's body with the app's own routes, screens and API calls, for a
 * visitor. main.tsx takes the page over in the browser.
 */

/** The API calls of the screens, answered in the server's own process (it passes Fastify's `inject`). */
export function configure({ transport }: { transport: typeof fetch }) {
  setApiTransport(transport);
}

const handler = createStaticHandler(routes);

/** One translator per language with every text of it, shared by all requests: none of them changes its language. */
const translations = new Map<Language, Promise<AppTranslator>>(
  LANGUAGES.map(({ code }) => {
    const load = async () => {
      const translator = createTranslator(code) as AppTranslator;
      const groups = ['base', ...Object.keys(DICTIONARY_GROUPS)] as (keyof (typeof loaders)['en'])[];
      for (const language of new Set<Language>([code, 'en'])) {
        const parts = await Promise.all(groups.map((group) => loaders[language][group]()));
        for (const part of parts) translator.add(language, part.default);
      }
      return translator;
    };
    return [code, load()];
  }),
);

/** A query the screens asked for while drawn and that runs by itself in the browser (not one waiting for a user). */
function isWanted(query: Query) {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return query.state.status === 'pending' && (typeof enabled === 'function' ? enabled(query) : enabled !== false);
}

/** Most screens ask for all their data at once; a few ask again with what the first answers said (a seller's listings). */
const MAX_ROUNDS = 4;

/**
 * Draws the screens until they ask for no more data: each round answers the queries the last drawing asked for. What
 * failed is left out, for the browser to ask again. The last drawing, which asked for nothing new, is the page.
 */
async function loadQueries(draw: () => string, client: QueryClient): Promise<string> {
  const asked = new Set<string>();
  for (let round = 0; ; round++) {
    const drawn = draw();
    const queries = client
      .getQueryCache()
      .findAll()
      .filter((query) => isWanted(query) && !asked.has(query.queryHash));
    if (queries.length === 0 || round === MAX_ROUNDS) return drawn;
    for (const query of queries) asked.add(query.queryHash);
    await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
  }
}

export type DrawnPage = {
  /** The data block main.tsx hydrates from, to go after the body. */
  stateHtml: string;
  /** What goes inside `#root`. */
  body: string;
};

/**
 * The body of a public page at `url` (absolute), in `language`, for a visitor; null when the app would not draw it
 * here (a redirect, a route error): the server then sends the page without a body, as for signed-in screens.
 */
export async function renderPage({ url, language }: { url: string; language: Language }): Promise<DrawnPage | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const i18n = await translations.get(language)!;
  const client = new QueryClient({
    defaultOptions: { ...queryClientOptions.defaultOptions, queries: { ...queryClientOptions.defaultOptions.queries, retry: false } },
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <StrictMode>
      <TranslatorProvider value={i18n}>
        <PageQueryClient value={client}>
          <AppProviders>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </PageQueryClient>
      </TranslatorProvider>
    </StrictMode>
  );
  // The queries the matched routes name from the address alone (Home, a category, a product, an item) are answered before the first drawing.
  const search = new URL(url).searchParams;
  await Promise.all(
    context.matches.flatMap(
      (match) =>
        (match.route.handle as ServerQueriesHandle | undefined)?.serverQueries?.(client, { params: match.params, search, language }) ?? [],
    ),
  );
  const body = await loadQueries(() => renderToString(page), client);
  const state: SsrState = {
    language,
    queries: dehydrate(client),
    router: { loaderData: context.loaderData, actionData: context.actionData },
  };
  return { stateHtml: ssrStateHtml(state), body };
}

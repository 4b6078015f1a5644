import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { i18nReady } from '@/lib/i18n';
import { isSameForEveryReader } from '@/lib/query-keys';
import { getSession } from '@/lib/session';
import { readSsrState, type SsrState } from '@/lib/ssr-state';
import { registerServiceWorker } from '@/lib/web-push';

let router: ReturnType<typeof createBrowserRouter> | undefined;

// A session can only expire on a screen that read the API, which has loaded the query client already.
setSessionExpiredHandler(() => {
  void import('@/lib/query-client').then(({ queryClient }) => {
    queryClient.clear();
    void router?.navigate('/auth', { replace: true });
  });
});

registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * A page the server drew (a public page, entry-server.tsx) is taken over as it is: the API answers it was drawn from
 * go into the query cache, and the route modules it shows are loaded, before the first render, so that this render
 * matches the server's HTML and asks the API nothing.
 */
async function takeOver(ssr: SsrState) {
  const [{ hydrate }, { queryClient }] = await Promise.all([import('@tanstack/react-query'), import('@/lib/query-client')]);
  // The answers are as fresh as the page that brought them. Their server-side time would make them stale at once when
  // the server kept the drawing longer than the queries' stale time (ADR 052) or the device's clock runs ahead, and the
  // first render would ask the API for the page again.
  const receivedAt = Date.now();
  hydrate(queryClient, {
    ...ssr.queries,
    queries: ssr.queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: receivedAt } })),
  });
  // The server drew it for a visitor: a signed-in reader's own view (favourites, a seller's lowest offer) is asked for
  // after; what every reader sees alike is kept.
  if (getSession()) void queryClient.invalidateQueries({ predicate: (query) => !isSameForEveryReader(query.queryKey) });
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined } satisfies Partial<RouteObject>);
    }),
  );
}

// An Arabic reader never sees the English text first; the router loads the route's code meanwhile. As a transition,
// the first render yields to the browser every few milliseconds instead of holding the main thread in one long task.
void i18nReady.then(async () => {
  const ssr = readSsrState();
  if (ssr) await takeOver(ssr);
  router = createBrowserRouter(routes, ssr ? { hydrationData: ssr.router } : undefined);
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (ssr) hydrateRoot(root, app);
  else startTransition(() => createRoot(root).render(app));
  // Preact (the build's React, docs/decisions/043) has taken the server's HTML over when hydrateRoot returns, and a
  // page drawn in the browser answers from its first render: the e2e suite waits for this mark before a tap.
  root.setAttribute('data-taken-over', '');
});

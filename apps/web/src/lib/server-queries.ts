import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { Language } from './i18n';

/**
 * Asks, into `client`, the queries a public route's screen asks for first, from its address alone: the server answers
 * them before its first drawing, so that the drawing shows the page, not its loading state (entry-server.tsx,
 * docs/decisions/052). A lazy route gives it as `handle.serverQueries`; the browser never reads it.
 */
export type ServerQueries = (
  client: QueryClient,
  page: { params: Params; search: URLSearchParams; language: Language },
) => Promise<unknown>[];

export type ServerQueriesHandle = { serverQueries?: ServerQueries };

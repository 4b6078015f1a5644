import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { createContext } from 'react';
import { ApiError } from './api-client';

export const queryClientOptions = {
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; a dropped connection might.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
    },
    mutations: { retry: false },
  },
} satisfies QueryClientConfig;

export const queryClient = new QueryClient(queryClientOptions);

/** The client of the screens: the browser's one, or the request's own when the server draws a page (entry-server.tsx). */
export const PageQueryClient = createContext<QueryClient>(queryClient);

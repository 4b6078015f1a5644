import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Language } from './i18n';

/**
 * What a server-rendered page carries for the browser to take over from it (entry-server.tsx writes it, main.tsx
 * reads it): the language it was drawn in, the API answers it was drawn from, and the router's state. A JSON block,
 * not a script: the Content-Security-Policy runs no inline script.
 */
export type SsrState = { language: Language; queries: DehydratedState; router: HydrationState };

export const SSR_STATE_ID = 'ssr-state';

let state: SsrState | null | undefined;

/** The page's state when the server drew it, else null (the signed-in screens, or no server rendering). */
export function readSsrState(): SsrState | null {
  if (state !== undefined) return state;
  const text = typeof document === 'undefined' ? null : document.getElementById(SSR_STATE_ID)?.textContent;
  state = text ? (JSON.parse(text) as SsrState) : null;
  return state;
}

/** Written into the page: `<` escaped so that no text of a listing can close the block. */
export function ssrStateHtml(value: SsrState): string {
  return `<script type="application/json" id="${SSR_STATE_ID}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

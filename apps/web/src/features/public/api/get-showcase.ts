import type { THomeListingsReply } from '@gamesouq/core';
import { api } from '@/lib/api-client';

export type ShowcaseListing = Pick<THomeListingsReply['ads'][number], 'id' | 'title' | 'finalPrice' | 'storeName'>;

/**
 * The landing page's loader (app/router.tsx): the three newest listings its showcase opens. A route loader rather than
 * a query, so the landing page needs no query library: the server runs it while drawing the page, and the browser
 * takes its answer over from the page (docs/decisions/023). A failure leaves the sample items.
 */
export async function loadShowcase({ request }: { request: Request }): Promise<ShowcaseListing[]> {
  try {
    const reply = await api.get<THomeListingsReply>('/api/ads/home?page=1&limit=3', { signal: request.signal });
    return reply.ads.map(({ id, title, finalPrice, storeName }) => ({ id, title, finalPrice, storeName }));
  } catch {
    return [];
  }
}

import type { TItemPageReply, TItemPriceHistoryReply, TItemSuggestionReply, TItemSummariesReply } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** The ways of delivery an item page can be filtered by. */
export const ITEM_DELIVERIES = ['hand', 'shipping'] as const;
export type ItemFilters = { city?: string; delivery?: (typeof ITEM_DELIVERIES)[number] };

/** An item page's filters, from its address (`?city=…&delivery=…`); an unknown delivery is no filter. */
export function itemFiltersOf(search: URLSearchParams): ItemFilters {
  const delivery = search.get('delivery') ?? '';
  return {
    city: search.get('city') || undefined,
    delivery: (ITEM_DELIVERIES as readonly string[]).includes(delivery) ? (delivery as ItemFilters['delivery']) : undefined,
  };
}

export const itemPageQueryOptions = (id: string, filters: ItemFilters) =>
  queryOptions({
    queryKey: queryKeys.items.page(id, filters),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
      const suffix = query.size ? `?${query}` : '';
      return api.get<TItemPageReply>(`/api/items/${encodeURIComponent(id)}${suffix}`, { signal });
    },
  });

/** The item page: the item, its offers by group ranked for the buyer's city, and its price history. */
export const useItemPage = (id: string, filters: ItemFilters) => useQuery(itemPageQueryOptions(id, filters));

/** The sellers' search-as-you-type of catalogue items, in either language (issue 22). */
export function useCatalogueItemSuggestions(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: queryKeys.items.suggestions(trimmed),
    queryFn: ({ signal }) =>
      api.get<TItemSummariesReply>(`/api/catalogue-items?q=${encodeURIComponent(trimmed)}`, { signal }).then((reply) => reply.items),
    enabled: trimmed.length > 1,
  });
}

/** An item's weekly median sold price, for the seller pricing a listing linked to it (issue 22). */
export const useItemPriceHistory = (id: string) =>
  useQuery({
    queryKey: queryKeys.items.priceHistory(id),
    queryFn: ({ signal }) =>
      api.get<TItemPriceHistoryReply>(`/api/items/${encodeURIComponent(id)}/price-history`, { signal }).then((reply) => reply.priceHistory),
    enabled: id !== '',
  });
export type ListingAbout = { title: string; platformId: string; categoryId: string };

/** "Is this <item>?": the one catalogue item the seller's title obviously names on the chosen platform and category. */
export function useItemSuggestionFor(listing: ListingAbout, isEnabled: boolean) {
  const title = listing.title.trim();
  return useQuery({
    queryKey: queryKeys.items.suggestionFor({ ...listing, title }),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ title, platformId: listing.platformId, categoryId: listing.categoryId });
      return api.get<TItemSuggestionReply>(`/api/catalogue-items/suggestion?${query}`, { signal }).then((reply) => reply.item);
    },
    enabled: isEnabled && title.length > 2 && Boolean(listing.platformId || listing.categoryId),
  });
}

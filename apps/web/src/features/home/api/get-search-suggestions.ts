import type { TSearchSuggestionsReply } from '@gamesouq/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Searches to offer for what was typed (categories, platforms, close titles), named in the reader's language. */
export const getSearchSuggestions = ({ text, lang, signal }: { text: string; lang: 'ar' | 'en'; signal?: AbortSignal }) =>
  api.get<TSearchSuggestionsReply>(`/api/ads/suggestions?${new URLSearchParams({ q: text, lang })}`, { signal });

export function searchSuggestionsQueryOptions(text: string, language: string) {
  const lang = language.startsWith('ar') ? 'ar' : 'en';
  const trimmed = text.trim();
  return queryOptions({
    queryKey: queryKeys.ads.suggestions(trimmed, lang),
    queryFn: ({ signal }) => getSearchSuggestions({ text: trimmed, lang, signal }),
    enabled: trimmed.length > 0,
    // The list under the box keeps the last suggestions while the next ones load, so it does not flicker.
    placeholderData: keepPreviousData,
  });
}

export const useSearchSuggestions = (text: string, language: string) => useQuery(searchSuggestionsQueryOptions(text, language));

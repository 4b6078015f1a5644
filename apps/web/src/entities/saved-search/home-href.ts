import type { TSavedSearchFilters } from '@gamesouq/core';
import { paths } from '@/config/paths';

/** Home with a saved search's filters in its query string: the search run again. */
export function homeHrefOf(filters: TSavedSearchFilters): string {
  const params = new URLSearchParams(
    Object.entries(filters).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])),
  );
  return `${paths.app.home.getHref()}?${params}`;
}

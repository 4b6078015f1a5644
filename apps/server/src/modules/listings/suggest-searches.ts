import {
  normalizeSearchText,
  readSearchQuery,
  type TSearchSuggestionsQuery,
  type TSearchSuggestionsReply,
  type TSearchSynonym,
} from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loadSearchSynonyms } from '../search-synonyms/index.js';

const MAX_TITLES = 5;

/** Synonym entries the text names, or whose spelling it starts (`سوي` → switch), so suggestions come while typing. */
function namedSynonyms(text: string, table: TSearchSynonym[]) {
  const named = new Set(readSearchQuery(text, table).synonyms);
  const typed = normalizeSearchText(text.trim());
  if (typed.length >= 2) {
    for (const synonym of table) {
      if (synonym.terms.some((term) => normalizeSearchText(term).startsWith(typed))) named.add(synonym);
    }
  }
  return [...named];
}

/**
 * Categories and platforms first (by their own names in either language, or by the synonym table), then up to five
 * titles of active listings containing the text or close to it by trigrams.
 */
export async function suggestSearches(db: DbOrTx, { q, lang }: TSearchSuggestionsQuery): Promise<TSearchSuggestionsReply> {
  const synonyms = namedSynonyms(q, await loadSearchSynonyms(db));
  const lowerNames = (names: string[]) =>
    names.length
      ? sql.join(
          names.map((name) => sql`${name.toLowerCase()}`),
          sql`, `,
        )
      : sql`null`;
  const platformNames = synonyms.flatMap((synonym) => synonym.platforms ?? []);
  const categoryNames = synonyms.flatMap((synonym) => synonym.categories ?? []);
  const typed = sql`gs_normalize(${q})`;
  const catalogue = await db.execute(sql`
    select 'category' as kind, id, case when ${lang} = 'ar' and name_ar <> '' then name_ar else name end as text
      from categories
      where is_active and (lower(name) in (${lowerNames(categoryNames)})
        or gs_normalize(name) like '%' || ${typed} || '%' or gs_normalize(name_ar) like '%' || ${typed} || '%')
    union all
    select 'platform', id, case when ${lang} = 'ar' and name_ar <> '' then name_ar else name end
      from platforms
      where is_active and (lower(name) in (${lowerNames(platformNames)})
        or gs_normalize(name) like '%' || ${typed} || '%' or gs_normalize(name_ar) like '%' || ${typed} || '%')
    limit 8`);
  // Looser than search's 0.6, so that a misspelling finds what was meant; still served by the title trigram index.
  const titles = await db.transaction(async (tx) => {
    await tx.execute(sql`set local pg_trgm.word_similarity_threshold = 0.5`);
    return tx.execute(sql`
    select title from (
      select distinct on (title_normalized) title, word_similarity(${typed}, title_normalized) as closeness
        from listings
        where status = 'active' and (title_normalized like '%' || ${typed} || '%' or ${typed} <% title_normalized)
        order by title_normalized, closeness desc
    ) matched
    order by closeness desc, title
    limit ${MAX_TITLES}`);
  });
  return {
    suggestions: [
      ...(catalogue.rows as { kind: 'category' | 'platform'; id: string; text: string }[]).map(({ kind, id, text }) => ({
        kind,
        id,
        text,
      })),
      ...(titles.rows as { title: string }[]).map(({ title }) => ({ kind: 'title' as const, text: title, id: null })),
    ],
  };
}

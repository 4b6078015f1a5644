import type { TItemSummaryView } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { selectItemSummaries } from './catalogue-items.js';

/**
 * How much of one of an item's names a title must contain to be an obvious match: three of four words (so "Spider-Man
 * 2" names "Marvel's Spider-Man 2", while "فيفا 24" is not "فيفا 25"). The demo catalogue's test
 * (suggest-item.test.ts) shows where this line falls on real titles.
 */
export const SUGGESTION_THRESHOLD = 0.75;

type Candidate = { id: string; names: string[] };
type Score = { id: string; coverage: number; matched: number };

/** Words of a normalised text: letters and digits; a lone letter ("s" of "Marvel's") is not a word, a lone digit is. */
export function words(text: string) {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 1 || /\p{N}/u.test(word));
}

/** The share of a name's words found in the title; a name of one word counts only when it is a real word (4+ letters). */
function scoreName(name: string, title: Set<string>) {
  const nameWords = [...new Set(words(name.replace(/\([^)]*\)/g, ' ')))];
  if (!nameWords.length || (nameWords.length === 1 && nameWords[0]!.length < 4)) return { coverage: 0, matched: 0 };
  const matched = nameWords.filter((word) => title.has(word)).length;
  return { coverage: matched / nameWords.length, matched };
}

const better = (a: Score, b: Score) => a.coverage > b.coverage || (a.coverage === b.coverage && a.matched > b.matched);

/**
 * The item whose English or Arabic name, or one of its search terms, the title obviously names: same platform and
 * category, at least SUGGESTION_THRESHOLD of the name's words (so every word of a name of up to three words), and
 * clearly ahead of the next item (a tie is no suggestion). The platform in brackets of a name is left out: the
 * platform is matched as such. Never links anything: a person accepts it.
 */
export async function suggestItemFor(
  db: DbOrTx,
  listing: { title: string; platformId?: string | null; categoryId?: string | null },
): Promise<TItemSummaryView | null> {
  if (!listing.title.trim() || (!listing.platformId && !listing.categoryId)) return null;
  const conditions = [
    listing.platformId ? sql`ci.platform_id = ${listing.platformId}` : sql`true`,
    listing.categoryId ? sql`ci.category_id = ${listing.categoryId}` : sql`true`,
  ];
  const result = await db.execute(sql`
    select ci.id, array[gs_normalize(ci.name), gs_normalize(ci.name_ar)] ||
      array(select gs_normalize(term) from unnest(ci.search_terms) term) as names, gs_normalize(${listing.title}) as title
    from catalogue_items ci where ${sql.join(conditions, sql` and `)}`);
  const rows = result.rows as (Candidate & { title: string })[];
  if (!rows.length) return null;
  const title = new Set(words(rows[0]!.title));
  const scores = rows
    .map((row): Score => {
      let best: Score = { id: row.id, coverage: 0, matched: 0 };
      for (const name of row.names) {
        const score = { id: row.id, ...scoreName(name, title) };
        if (better(score, best)) best = score;
      }
      return best;
    })
    .filter((score) => score.coverage >= SUGGESTION_THRESHOLD)
    .sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
  const [first, second] = scores;
  if (!first || (second && !better(first, second))) return null;
  const [item] = await selectItemSummaries(db, sql`ci.id = ${first.id}`, { limit: 1 });
  return item ?? null;
}

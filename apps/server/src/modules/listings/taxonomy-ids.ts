import { platformTypesOf } from '@gamesouq/core';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

type Platform = { id: string; name: string; type: string };
type Category = { id: string; name: string; parentId: string | null };

/**
 * The platforms and categories a search names (by id, name or type), turned into their ids before the search is sent.
 * Given as values, PostgreSQL plans with what its statistics know of each one's share of the listings; given as a
 * subquery (`any(array(select id …))`), it plans for an average platform and category, and walked the whole price
 * index for "PS4 on PC" (ADR 056). Both tables are small and read whole, in one statement, per search.
 */
export type TaxonomyIds = {
  /** A platform filter: by id or name, where the PC / Mobile / Console pills stand for their types. */
  platformsFor(filter: string): string[];
  /** A category filter: the category by id or name, and its subcategories. */
  categoriesFor(filter: string): string[];
  /** The platforms of these names (a synonym entry's). */
  platformsNamed(names: string[]): string[];
  /** The categories of these names and their subcategories (a synonym entry's). */
  categoriesNamed(names: string[]): string[];
};

export async function loadTaxonomyIds(db: DbOrTx): Promise<TaxonomyIds> {
  const { rows } = await db.execute(sql`
    select 'platform' as kind, id, name, platform_type as detail from platforms
    union all select 'category', id, name, parent_id from categories`);
  const platforms: Platform[] = [];
  const categories: Category[] = [];
  for (const row of rows as { kind: string; id: string; name: string; detail: string | null }[]) {
    if (row.kind === 'platform') platforms.push({ id: row.id, name: row.name.toLowerCase(), type: row.detail ?? '' });
    else categories.push({ id: row.id, name: row.name.toLowerCase(), parentId: row.detail });
  }
  return taxonomyOf(platforms, categories);
}

/** For a listing without platform, category or search, which names none. */
export const NO_TAXONOMY = taxonomyOf([], []);

function taxonomyOf(platforms: Platform[], categories: Category[]): TaxonomyIds {
  const withChildren = (ids: Set<string>) =>
    categories.filter((c) => ids.has(c.id) || (c.parentId !== null && ids.has(c.parentId))).map((c) => c.id);
  const categoriesNamed = (names: string[]) => {
    const lower = new Set(names.map((name) => name.toLowerCase()));
    return withChildren(new Set(categories.filter((c) => lower.has(c.name)).map((c) => c.id)));
  };
  return {
    platformsFor(filter) {
      const types = new Set(platformTypesOf(filter));
      const lower = filter.toLowerCase();
      return platforms.filter((p) => p.id === filter || p.name === lower || types.has(p.type)).map((p) => p.id);
    },
    categoriesFor: (filter) => [...new Set([...withChildren(new Set([filter])), ...categoriesNamed([filter])])],
    platformsNamed(names) {
      const lower = new Set(names.map((name) => name.toLowerCase()));
      return platforms.filter((p) => lower.has(p.name)).map((p) => p.id);
    },
    categoriesNamed,
  };
}

/** `column` is one of `ids`; false for none. */
export function isOneOf(column: SQL, ids: string[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

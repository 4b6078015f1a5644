/** What a category's readable address is made of: its English name, and its parent's for a subcategory. */
type Category = { id: string; name: string; parent_id: string | null };

/** `Battle Royal` → `battle-royal`: the English name in lower case, each run of other characters one hyphen. */
export function categorySlug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'category'
  );
}

/**
 * A category page's address: `/c/video-games`, and `/c/video-games/action` for a subcategory (its own name alone
 * could be another main category's too). docs/decisions/023.
 */
export function categoryPath(category: Category, categories: readonly Category[]): string {
  const parent = category.parent_id ? categories.find((other) => other.id === category.parent_id) : undefined;
  return `/c/${[parent, category].flatMap((item) => (item ? [categorySlug(item.name)] : [])).join('/')}`;
}

/** The category at a `/c/...` path's slugs (`['video-games', 'action']`), or undefined. */
export function categoryAtPath<T extends Category>(slugs: readonly string[], categories: readonly T[]): T | undefined {
  const path = `/c/${slugs.join('/')}`;
  return categories.find((category) => categoryPath(category, categories) === path);
}

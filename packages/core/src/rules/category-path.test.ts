import { describe, expect, it } from 'vitest';
import { categoryAtPath, categoryPath, categorySlug } from './category-path.js';

const categories = [
  { id: 'g', name: 'Video Games', parent_id: null },
  { id: 'a', name: 'Action', parent_id: 'g' },
  { id: 'b', name: 'Battle Royal', parent_id: 'g' },
  { id: 'c', name: 'Consoles', parent_id: null },
];

describe('category addresses', () => {
  it('are the English names in lower case with hyphens, a subcategory under its main category', () => {
    expect(categorySlug('Xbox Series X/S')).toBe('xbox-series-x-s');
    expect(categorySlug('  ألعاب  ')).toBe('category');
    expect(categoryPath(categories[0]!, categories)).toBe('/c/video-games');
    expect(categoryPath(categories[2]!, categories)).toBe('/c/video-games/battle-royal');
  });

  it('lead back to their category, and nowhere for an unknown path', () => {
    expect(categoryAtPath(['video-games', 'action'], categories)?.id).toBe('a');
    expect(categoryAtPath(['consoles'], categories)?.id).toBe('c');
    expect(categoryAtPath(['action'], categories)).toBeUndefined();
  });
});

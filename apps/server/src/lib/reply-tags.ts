/**
 * The names of what a kept reply shows (ADR 059): a listing, a catalogue item (its offers' count and lowest price,
 * its page), a seller (name, rating, level), and the categories and platforms. A change names the same tags.
 */
export const replyTag = {
  listing: (id: string) => `listing:${id}`,
  item: (id: string) => `item:${id}`,
  seller: (id: string) => `seller:${id}`,
  catalog: 'catalog',
};

/**
 * The header that carries a kept reply's tags to the server's own drawing of a page (plugins/server-render), so the
 * page is kept by what its data shows; a reply without it names nothing.
 */
export const REPLY_TAGS_HEADER = 'x-reply-tags';

import { Redis } from 'ioredis';
import type { Change } from '../../lib/reply-cache.js';

/** On the wire: the changed tags separated by spaces, or `*` for anything. */
const ANYTHING = '*';
const encodeChange = (change: Change) => (change === null ? ANYTHING : [...change].join(' '));
const decodeChange = (message: string): Change => (message === ANYTHING ? null : new Set(message.split(' ')));

/**
 * Tells every server instance what public listings changed (their tags, ADR 059), so that each empties what its
 * caches show of them: through Redis pub/sub when REDIS_URL is set (the instance that handles the domain event may
 * not be the one serving the page), in this process otherwise.
 */
export function createListingChanges({
  redisUrl,
  channel,
  onChange,
}: {
  redisUrl?: string;
  channel: string;
  onChange: (change: Change) => void;
}) {
  if (!redisUrl) return { publish: async (change: Change) => onChange(change), close: async () => {} };
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  void subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, message: string) => onChange(decodeChange(message)));
  // A reconnected subscriber may have missed a message: what it kept is emptied, the time limit bounds the rest.
  subscriber.on('ready', () => onChange(null));
  return {
    publish: async (change: Change) => {
      await publisher.publish(channel, encodeChange(change));
    },
    close: async () => {
      await Promise.all([publisher.quit(), subscriber.quit()].map((p) => p.catch(() => undefined)));
    },
  };
}

export type ListingChanges = ReturnType<typeof createListingChanges>;

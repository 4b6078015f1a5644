import { Redis } from 'ioredis';

/**
 * Tells every server instance that public listings changed, so that each empties its cache of listing pages: through
 * Redis pub/sub when REDIS_URL is set (the instance that handles the domain event may not be the one serving the
 * page), in this process otherwise.
 */
export function createListingChanges({ redisUrl, channel, onChange }: { redisUrl?: string; channel: string; onChange: () => void }) {
  if (!redisUrl) return { publish: async () => onChange(), close: async () => {} };
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  void subscriber.subscribe(channel);
  subscriber.on('message', onChange);
  // A reconnected subscriber may have missed a message: what it kept is emptied, the time limit bounds the rest.
  subscriber.on('ready', onChange);
  return {
    publish: async () => {
      await publisher.publish(channel, '1');
    },
    close: async () => {
      await Promise.all([publisher.quit(), subscriber.quit()].map((p) => p.catch(() => undefined)));
    },
  };
}

export type ListingChanges = ReturnType<typeof createListingChanges>;

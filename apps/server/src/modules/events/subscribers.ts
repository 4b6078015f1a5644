import type { DeliveredEvent, EventType } from './event-types.js';

/** What a module does with the events of each type it subscribes to; each must be safe to run twice for one event. */
export type Subscribers = { [T in EventType]?: (event: DeliveredEvent<T>) => Promise<void> };

/** Runs every subscriber of the event's type, one after the other; a failure fails the job, which is retried. */
export async function deliverEvent(subscribers: Subscribers[], event: DeliveredEvent) {
  for (const module of subscribers) {
    const handle = module[event.type] as ((event: DeliveredEvent) => Promise<void>) | undefined;
    await handle?.(event);
  }
}

import type { Db } from '../../db/client.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { Subscribers } from '../events/index.js';
import { pushOfferMessage } from './messages.js';

/** The chat's part in events: an offer's message, stored with the offer, reaches both parties' open threads. */
export function chatSubscribers(db: Db, realtime: Realtime): Subscribers {
  return { offer_changed: ({ messageId }) => pushOfferMessage(db, realtime, messageId) };
}

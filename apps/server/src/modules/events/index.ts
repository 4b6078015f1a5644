// The face of this module: what other modules may use. Everything else in the folder is its own.
export type { DeliveredEvent } from './event-types.js';
export { DELIVER_EVENT_TASK, eventJobSql, recordEvent } from './record-event.js';
export type { Subscribers } from './subscribers.js';

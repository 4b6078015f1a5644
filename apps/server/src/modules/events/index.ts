// The face of this module: what other modules may use. Everything else in the folder is its own.
export { startEventRelay } from './event-relay.js';
export type { DeliveredEvent, DomainEvent } from './event-types.js';
export { DELIVER_EVENT_TASK, eventRows, recordEvent, recordEventsSql } from './record-event.js';
export type { Subscribers } from './subscribers.js';

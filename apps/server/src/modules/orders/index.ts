// The face of this module: what other modules may use. Everything else in the folder is its own.
export { archiveOrder, editOrderAsAdmin } from './admin-changes.js';
export { lockOrder, moveOrder } from './change-order.js';
export { flaggedSellers } from './digital-delivery.js';
export { addEvidenceSource, type EvidenceSource } from './dispute-evidence.js';
export { expireCheckouts } from './expire-checkouts.js';
export { listProofs, readProof, storeProofs } from './order-proofs.js';
export type { OrderView } from './order-views.js';
export { selectOrders } from './order-views.js';
export { findShippedOrder, recordShipmentEvent } from './record-shipment-event.js';
export { TRACK_SHIPMENT_TASK } from './ship-order.js';
export { orderItems, orders, shipmentEvents } from './tables.js';

// The face of this module: what other modules may use. Everything else in the folder is its own.
export { lockOrder, moveOrder } from './change-order.js';
export { renderInvoice } from './invoice-pdf.js';
export type { OrderView } from './order-views.js';
export { selectOrders } from './order-views.js';
export { orders } from './tables.js';

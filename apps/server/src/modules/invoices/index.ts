// The face of this module: what other modules may use. Everything else in the folder is its own.
export { createFatooraProvider } from './fatoora-provider.js';
export { renderInvoice } from './render-invoice-pdf.js';
export { invoiceRoutes } from './routes.js';
export { invoiceSubscribers } from './subscribers.js';

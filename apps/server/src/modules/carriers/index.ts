// The face of this module: what other modules may use. Everything else in the folder is its own.
export { createCarrierProvider } from './carrier-provider.js';
export { carrierWebhookRoutes } from './routes-webhook.js';
export { trackShipment } from './track-shipment.js';

// The face of this module: what other modules may use. Everything else in the folder is its own.

export { PAYMENT_CRONTAB, paymentGateway, paymentTasks } from './payment-gateway.js';
export { onPaymentFailed, onPaymentSettled, type PaymentHandler } from './payment-handlers.js';
export { paymentView } from './payment-views.js';
export { refundPayment } from './refund-payment.js';
export { type SettleOutcome, settlePayment } from './settle-payment.js';
export { type StartPayment, startPayment } from './start-payment.js';
export { type PaymentRow, payments } from './tables.js';

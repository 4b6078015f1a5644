// The face of this module: what other modules may use. Everything else in the folder is its own.
export { startConversation } from './conversations.js';
export { postOfferMessage, pushOfferMessage } from './messages.js';
export { chatSubscribers } from './subscribers.js';
export { conversations } from './tables.js';

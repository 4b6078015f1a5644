// The face of this module: what other modules may use. Everything else in the folder is its own.
export { countNewContactMessages, listContactMessages, setContactMessageHandled } from './inbox.js';
export { contactMessages } from './tables.js';

// The face of this module: what other modules may use. Everything else in the folder is its own.
export { changePassword } from './change-password.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { issueSession, revokeAllSessions } from './tokens.js';

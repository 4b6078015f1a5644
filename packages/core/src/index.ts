export * from './errors.js';
export * from './rules/money.js';
export * from './rules/otp.js';
export * from './rules/password.js';
export * from './rules/phone.js';
export * from './rules/roles.js';
export * from './schemas/auth.js';

// The face of this module: what other modules may use. Everything else in the folder is its own.

export {
  codesOfOrder,
  releaseReservedCodes,
  replacementCode,
  reserveCodes,
  retireCode,
  revealCodes,
  sellReservedCodes,
} from './code-delivery.js';
export { assertCodeKeysUsable, codeKeysOf } from './code-keys.js';
export { addCodes } from './code-stock.js';
export { digitalCodeRoutes } from './routes.js';
export { codeReveals, digitalCodes } from './tables.js';

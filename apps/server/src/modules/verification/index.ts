// The face of this module: what other modules may use. Everything else in the folder is its own.
import type { Config } from '../../config.js';
import { type CrProvider, sandboxCrProvider, wathqCrProvider } from './cr-provider.js';

export { assertCrNotExpired, checkRequestCr, withVerification } from './cr-checks.js';
export type { CrProvider } from './cr-provider.js';
export { identityVerificationRoutes } from './routes-identity.js';
export { crChecks, identityVerifications } from './tables.js';

/** The commercial registry of the settings (CR_VERIFICATION_PROVIDER). */
export function crProviderOf(config: Config): CrProvider {
  return config.CR_VERIFICATION_PROVIDER === 'wathq'
    ? wathqCrProvider({ apiUrl: config.WATHQ_API_URL, apiKey: config.WATHQ_API_KEY ?? '' })
    : sandboxCrProvider();
}

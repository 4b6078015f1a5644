import type { TestProject } from 'vitest/node';
import { startLocalOidcProvider } from '../../apps/server/src/test/local-oidc-provider.js';
import { buildForProduction, startDemoServer } from './demo-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The local OpenID provider standing in for Google; '' when the server under test was started elsewhere. */
    googleIssuer: string;
  }
}

/**
 * Builds the app as `npm start` does and runs it on a fresh database with demo data, as a separate process, with
 * Google sign-in configured against a local OpenID provider.
 * E2E_BASE_URL runs the files against a server already started instead (while writing a journey: no build per run).
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    project.provide('googleIssuer', '');
    return;
  }
  buildForProduction();
  const google = await startLocalOidcProvider();
  const server = await startDemoServer({
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER: google.issuer,
    // The platform's VAT number: ZATCA onboarding (admin/zatca-onboarding.e2e.ts) names the platform by it.
    PLATFORM_VAT_NUMBER: '300000000000003',
  });
  google.register(`${server.baseUrl}/api/auth/social/google/callback`);
  project.provide('baseUrl', server.baseUrl);
  project.provide('googleIssuer', google.issuer);
  return async () => {
    await server.stop();
    await google.close();
  };
}

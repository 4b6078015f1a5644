import type { TSocialProvider } from '@gamesouq/core';
import { importPKCS8, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import type { Config } from '../../config.js';

/** A provider the server has settings for: where its issuer is and how our client proves itself to it. */
export type SocialProvider = {
  name: TSocialProvider;
  issuer: string;
  clientId: string;
  /** Google's is a fixed secret; Apple's is a short-lived JWT signed with the team's key, made for each call. */
  clientSecret: () => Promise<string>;
  /** Apple posts the callback as a form (it sends the user's name that way); Google redirects with a query. */
  responseMode: 'query' | 'form_post';
};

const APPLE_SECRET_SECONDS = 5 * 60;

export function socialProvidersOf(config: Config): SocialProvider[] {
  const providers: SocialProvider[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    const secret = config.GOOGLE_CLIENT_SECRET;
    providers.push({
      name: 'google',
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: async () => secret,
      responseMode: 'query',
    });
  }
  const { APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY, APPLE_ISSUER } = config;
  if (APPLE_CLIENT_ID && APPLE_TEAM_ID && APPLE_KEY_ID && APPLE_PRIVATE_KEY) {
    // Settings often carry a PEM on one line with literal \n.
    const pem = APPLE_PRIVATE_KEY.replace(/\\n/g, '\n');
    providers.push({
      name: 'apple',
      issuer: APPLE_ISSUER,
      clientId: APPLE_CLIENT_ID,
      clientSecret: async () =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'ES256', kid: APPLE_KEY_ID })
          .setIssuer(APPLE_TEAM_ID)
          .setSubject(APPLE_CLIENT_ID)
          .setAudience(APPLE_ISSUER)
          .setIssuedAt()
          .setExpirationTime(`${APPLE_SECRET_SECONDS}s`)
          .sign(await importPKCS8(pem, 'ES256')),
      responseMode: 'form_post',
    });
  }
  return providers;
}

// The issuer's metadata (endpoints, keys address) is read once per issuer and kept.
const discovered = new Map<string, Promise<oidc.ServerMetadata>>();

/** The openid-client configuration of a provider, with a fresh client secret. */
export async function clientOf(provider: SocialProvider): Promise<oidc.Configuration> {
  // Plain http only for a provider on this machine (the tests' local one); every real issuer is https.
  const isLocal = /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(provider.issuer);
  const options = isLocal ? { execute: [oidc.allowInsecureRequests] } : undefined;
  let metadata = discovered.get(provider.issuer);
  if (!metadata) {
    metadata = oidc.discovery(new URL(provider.issuer), provider.clientId, undefined, undefined, options).then((c) => c.serverMetadata());
    metadata.catch(() => discovered.delete(provider.issuer));
    discovered.set(provider.issuer, metadata);
  }
  const client = new oidc.Configuration(await metadata, provider.clientId, undefined, oidc.ClientSecretPost(await provider.clientSecret()));
  if (isLocal) oidc.allowInsecureRequests(client);
  return client;
}

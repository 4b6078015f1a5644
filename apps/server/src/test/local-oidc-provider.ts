import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type LocalAccount = { sub: string; email: string; emailVerified?: boolean; name: string };

/**
 * A real OpenID Connect provider on a loopback port (`oidc-provider`), standing in for Google in tests. Its login
 * screen is skipped: whoever `signInAs` names is signed in and consents, as a user clicking through Google would.
 */
export async function startLocalOidcProvider() {
  const accounts = new Map<string, LocalAccount>();
  let current: LocalAccount | null = null;
  let provider: Provider | null = null;
  const server: Server = createServer(async (req, res) => {
    if (!provider) return res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/') && current) {
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({ accountId: current.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: current.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    }
    return provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId: 'gamesouq-test',
    clientSecret: 'local-provider-secret-of-the-tests',
    /** Registers our client once the app's address (its callback) is known. */
    register(redirectUri: string) {
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: 'gamesouq-test',
            client_secret: 'local-provider-secret-of-the-tests',
            redirect_uris: [redirectUri],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        // The scope's claims in the ID token itself, as Google puts them.
        conformIdTokenClaims: false,
        findAccount: async (_ctx, sub) => {
          const account = accounts.get(sub);
          if (!account) return undefined;
          return {
            accountId: sub,
            claims: async () => ({ sub, email: account.email, email_verified: account.emailVerified ?? true, name: account.name }),
          };
        },
      });
    },
    signInAs(account: LocalAccount) {
      accounts.set(account.sub, account);
      current = account;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

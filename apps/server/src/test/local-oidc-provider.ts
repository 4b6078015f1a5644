import type { KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import Provider from 'oidc-provider';

export type LocalAccount = { sub: string; email: string; emailVerified?: boolean; name: string };

/**
 * Who signs in on the provider's own sign-in page (its development screens, used when no one was named by `signInAs`,
 * as in the browser journeys): an e-mail address typed as the login is that person's verified address.
 */
function accountOfLogin(login: string): LocalAccount | undefined {
  if (!login.includes('@')) return undefined;
  return { sub: login, email: login, name: login.split('@')[0]!.replace(/[._-]+/g, ' ') };
}

/**
 * How Apple differs from Google, as its documentation describes Sign in with Apple: the client secret is a JWT (ES256,
 * `kid` the key id, issued by the team to the issuer, about the client) signed with the team's private key; the ID
 * token carries `email_verified` as the string "true" and no name; the callback comes back as a form post.
 */
export type AppleLike = { teamId: string; keyId: string; publicKey: KeyObject };

const CLIENT_SECRET = 'local-provider-secret-of-the-tests';

async function formOf(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

/**
 * A real OpenID Connect provider on a loopback port (`oidc-provider`), standing in for Google (or, with `apple`, for
 * Apple) in tests. Its login screen is skipped: whoever `signInAs` names is signed in and consents, as a user clicking
 * through would.
 */
export async function startLocalOidcProvider({ apple }: { apple?: AppleLike } = {}) {
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
    if (apple && req.method === 'POST' && req.url === '/token') {
      // Apple's check of the client secret JWT, before the provider sees the request with the client's real secret.
      const form = await formOf(req);
      const secret = form.get('client_secret') ?? '';
      try {
        if (decodeProtectedHeader(secret).kid !== apple.keyId) throw new Error('unknown key id');
        await jwtVerify(secret, apple.publicKey, {
          algorithms: ['ES256'],
          issuer: apple.teamId,
          subject: 'gamesouq-test',
          audience: issuer,
        });
      } catch {
        return res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_client' }));
      }
      form.set('client_secret', CLIENT_SECRET);
      Object.assign(req, { body: form.toString() });
    }
    return provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId: 'gamesouq-test',
    clientSecret: CLIENT_SECRET,
    /** Registers our client once the app's address (its callback, or the callbacks of several apps) is known. */
    register(redirectUris: string | string[]) {
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: 'gamesouq-test',
            client_secret: CLIENT_SECRET,
            redirect_uris: [redirectUris].flat(),
            ...(apple ? { response_types: ['code'], grant_types: ['authorization_code'] } : {}),
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], ...(apple ? { name: [] } : {}) },
        // The scope's claims in the ID token itself, as Google puts them.
        conformIdTokenClaims: false,
        findAccount: async (_ctx, sub) => {
          const account = accounts.get(sub) ?? accountOfLogin(sub);
          if (!account) return undefined;
          return {
            accountId: sub,
            claims: async () =>
              apple
                ? { sub, email: account.email, email_verified: String(account.emailVerified ?? true) }
                : { sub, email: account.email, email_verified: account.emailVerified ?? true, name: account.name },
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

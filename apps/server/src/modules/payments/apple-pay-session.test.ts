import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppleValidationUrl, requestApplePaySession } from './apple-pay-session.js';
import { GatewayUnavailableError } from './provider.js';

const PUBLISHABLE_KEY = 'pk_test_apple';
const seen: { method?: string; path?: string; body: Record<string, string> }[] = [];
let server: Server;
let apiUrl = '';

const readBody = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? (JSON.parse(text) as Record<string, string>) : {};
};

/** A local server that answers `GET /v1/applepay/initiate` as Moyasar documents it: Apple's merchant session, or an error. */
beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    seen.push({ method: request.method, path: request.url, body });
    response.setHeader('content-type', 'application/json');
    if (body.publishable_api_key !== PUBLISHABLE_KEY) {
      response.statusCode = 401;
      response.end(JSON.stringify({ type: 'authentication_error', message: 'Invalid authorization credentials' }));
      return;
    }
    if (body.domain_name === 'down.example') {
      response.statusCode = 503;
      response.end('{}');
      return;
    }
    response.end(
      JSON.stringify({
        epochTimestamp: 1_764_230_000_000,
        expiresAt: 1_764_233_600_000,
        merchantSessionIdentifier: 'SSH-session',
        nonce: 'a1b2c3',
        merchantIdentifier: 'moyasar.merchant',
        domainName: body.domain_name,
        displayName: body.display_name,
        signature: 'c2lnbmF0dXJl',
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const session = (publishableKey: string, domainName = 'gamesouq.sa') =>
  requestApplePaySession(
    { apiUrl, publishableKey, timeoutMs: 2000 },
    { validationUrl: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession', displayName: 'GameSouq', domainName },
  );

describe('Apple Pay merchant validation through Moyasar', () => {
  it('asks Moyasar’s applepay/initiate with the validation URL, our name, domain and publishable key, and hands back Apple’s session', async () => {
    const answered = await session(PUBLISHABLE_KEY);
    expect(seen.at(-1)).toEqual({
      method: 'GET',
      path: '/v1/applepay/initiate',
      body: {
        validation_url: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
        display_name: 'GameSouq',
        domain_name: 'gamesouq.sa',
        publishable_api_key: PUBLISHABLE_KEY,
      },
    });
    expect(answered).toMatchObject({ merchantSessionIdentifier: 'SSH-session', domainName: 'gamesouq.sa', displayName: 'GameSouq' });
  });

  it('fails on a refused key, and reports Moyasar down as the gateway being unavailable', async () => {
    await expect(session('pk_wrong')).rejects.toThrow('refused the Apple Pay session with 401');
    await expect(session(PUBLISHABLE_KEY, 'down.example')).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('passes on only Apple’s own validation hosts', () => {
    expect(isAppleValidationUrl('https://apple-pay-gateway.apple.com/paymentservices/startSession')).toBe(true);
    expect(isAppleValidationUrl('https://apple-pay-gateway-nc-pod5.apple.com/paymentservices/startSession')).toBe(true);
    expect(isAppleValidationUrl('http://apple-pay-gateway.apple.com/paymentservices/startSession')).toBe(false);
    expect(isAppleValidationUrl('https://apple-pay-gateway.apple.com.evil.example/x')).toBe(false);
    expect(isAppleValidationUrl('https://169.254.169.254/latest')).toBe(false);
  });
});

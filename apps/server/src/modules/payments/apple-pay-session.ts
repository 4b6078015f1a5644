import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { GatewayUnavailableError } from './provider.js';

/** Apple's payment session hosts (production and the test environment); Apple Pay JS gives one as `validationURL`. */
const APPLE_HOST = /^apple-pay-gateway(-[a-z0-9-]+)?\.apple\.com$/;

export const isAppleValidationUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && APPLE_HOST.test(url.hostname);
  } catch {
    return false;
  }
};

/**
 * Apple Pay merchant validation through Moyasar's web merchant registration (no Apple developer account of ours):
 * Moyasar's documented `GET /v1/applepay/initiate` with a JSON body of the validation URL Apple Pay JS gave the page,
 * the name shown on the sheet, our domain and the publishable key. Moyasar answers Apple's opaque merchant session,
 * which the page hands to `session.completeMerchantValidation`. A GET with a body is what the documentation shows, and
 * `fetch` cannot send one, hence node:http.
 */
export function requestApplePaySession(
  settings: { apiUrl: string; publishableKey: string; timeoutMs: number },
  { validationUrl, displayName, domainName }: { validationUrl: string; displayName: string; domainName: string },
): Promise<Record<string, unknown>> {
  const body = JSON.stringify({
    validation_url: validationUrl,
    display_name: displayName,
    domain_name: domainName,
    publishable_api_key: settings.publishableKey,
  });
  const url = new URL('/v1/applepay/initiate', settings.apiUrl);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const call = send(
      url,
      {
        method: 'GET',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: settings.timeoutMs,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 500 || status === 429) reject(new GatewayUnavailableError(`Moyasar Apple Pay session: ${status}`));
          else if (status < 200 || status >= 300)
            reject(new Error(`Moyasar refused the Apple Pay session with ${status}: ${text.slice(0, 300)}`));
          else {
            try {
              resolve(JSON.parse(text) as Record<string, unknown>);
            } catch {
              reject(new Error('Moyasar answered the Apple Pay session with something that is not JSON'));
            }
          }
        });
      },
    );
    call.on('timeout', () => call.destroy(new GatewayUnavailableError('Moyasar Apple Pay session: timed out')));
    call.on('error', (error) =>
      reject(error instanceof GatewayUnavailableError ? error : new GatewayUnavailableError(`Moyasar Apple Pay session: ${error.message}`)),
    );
    call.end(body);
  });
}

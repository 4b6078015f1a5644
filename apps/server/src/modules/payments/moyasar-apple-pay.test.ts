import type { TPaymentStartedReply } from '@gamesouq/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

// Creating a payment and drawing its page call nothing at Moyasar: no API server is needed here.
const MOYASAR_API_URL = 'http://127.0.0.1:9';
const t = useTestApp({
  PAYMENT_PROVIDER: 'moyasar',
  MOYASAR_API_URL,
  MOYASAR_SECRET_KEY: 'sk_test_local',
  MOYASAR_PUBLISHABLE_KEY: 'pk_test_local',
  MOYASAR_WEBHOOK_SECRET: 'whsec-local',
  MOYASAR_APPLE_PAY_LABEL: 'GameSouq',
  PUBLIC_URL: 'https://gamesouq.test',
});

async function pageOf(method: string, lang: 'ar' | 'en' = 'en') {
  const user = await t.createUser();
  const started = await t.request<TPaymentStartedReply>('POST', '/api/user/wallet/deposit', {
    token: user.token,
    body: { amount: 70, method, returnPath: '/wallet/return' },
  });
  expect(started.status).toBe(200);
  const response = await fetch(`${t.baseUrl}${started.body.redirectUrl}?lang=${lang}`);
  return { paymentId: started.body.paymentId, html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

describe('Apple Pay on the Moyasar page, when configured', () => {
  it('shows the Apple Pay button with the sheet’s label and amount, validating the merchant through our session route', async () => {
    const { paymentId, html, csp } = await pageOf('applepay');
    expect(html).toContain('<script src="/pay/moyasar/applepay.js" defer></script>');
    expect(html).toMatch(/<div id="apple-pay" [^>]*data-label="GameSouq"/);
    expect(html).toContain(`data-validate-merchant-url="/pay/moyasar/${paymentId}/applepay-session"`);
    expect(html).toContain('data-amount-sar="70.00"');
    expect(html).toContain(`data-api-url="${MOYASAR_API_URL}"`);
    expect(html).toContain('-apple-pay-button');
    // No card form on the Apple Pay page; the script may call us (merchant validation) and Moyasar only.
    expect(html).not.toContain('moyasar-card');
    expect(csp).toContain(`connect-src 'self' ${MOYASAR_API_URL}`);
    const script = await (await fetch(`${t.baseUrl}/pay/moyasar/applepay.js`)).text();
    for (const part of ['onvalidatemerchant', 'd.validateMerchantUrl', "type: 'applepay'", 'completePayment'])
      expect(script).toContain(part);

    const arabic = await pageOf('applepay', 'ar');
    expect(arabic.html).toContain('يعمل Apple Pay في متصفح Safari');
  });

  it('keeps the card and STC Pay pages without it', async () => {
    for (const method of ['mada', 'creditcard']) {
      const { html } = await pageOf(method);
      expect(html).toContain('moyasar-card');
      expect(html).not.toContain('apple-pay');
    }
  });
});

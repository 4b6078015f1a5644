import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/** The one-time code the sandbox's 3-D Secure or STC Pay page shows. */
export const shownCode = (html: string) => html.match(/data-testid="sandbox-code">(\d+)</)?.[1] ?? '';

/** A browser on the sandbox gateway's pages: GET a page, POST its forms, follow nothing by itself. */
export function sandboxBrowser(t: TestApp) {
  async function page(path: string, form?: Record<string, string>) {
    const response = await fetch(`${t.baseUrl}${path}`, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      ...(form ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() } : {}),
    });
    return { status: response.status, location: response.headers.get('location'), html: await response.text() };
  }

  /**
   * Pays on the card page, through its 3-D Secure step when the gateway asks for one; answers where the gateway sends
   * the browser back (the callback).
   */
  async function payByCard(redirectUrl: string, number: string) {
    const submitted = await page(`${redirectUrl}/card`, { number, name: 'Sara Ahmed', expiry: '12/39', cvc: '123' });
    expect(submitted.status).toBe(303);
    if (submitted.location !== redirectUrl) return submitted.location!;
    const code = shownCode((await page(redirectUrl)).html);
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await page(`${redirectUrl}/code`, { code });
    expect(confirmed.status).toBe(303);
    return confirmed.location!;
  }

  return { page, payByCard };
}

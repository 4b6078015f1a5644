import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser.js';
import { LANGUAGES } from '../support/i18n.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const NAMES = { en: 'GameSouq', ar: 'جيم سوق' } as const;
const OFFLINE_HEADINGS = { en: 'You are offline', ar: 'لا يوجد اتصال بالإنترنت' } as const;

describe.each(LANGUAGES)('the installable app, in %s', (language) => {
  it('links its manifest in the reader’s language, installs its service worker and shows the offline page offline', async () => {
    const page = await newPage(browser, language === 'ar' ? { width: 390, height: 844, locale: 'ar-SA' } : { locale: 'en-US' });
    await page.goto(`/?lang=${language}`);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language);

    // The manifest: valid JSON with the app's name in this language, its direction, a standalone display and its icons.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(language === 'ar' ? '/manifest-ar.webmanifest' : '/manifest.webmanifest');
    const served = await page.request.get(href!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('manifest+json');
    const manifest = (await served.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({
      short_name: NAMES[language],
      lang: language,
      dir: language === 'ar' ? 'rtl' : 'ltr',
      display: 'standalone',
      start_url: '/home?source=app',
      theme_color: '#3a1f88',
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }

    // The service worker installs and takes the page over.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
    expect(new URL(script).pathname).toBe('/sw.js');

    // Offline, a navigation gets the offline page (both languages, this one's heading findable), not the browser's error.
    await page.context().setOffline(true);
    await page.goto('/home');
    await page.getByRole('heading', { name: OFFLINE_HEADINGS[language] }).waitFor();
    await snap(page, `offline-${language}`);
    await page.context().setOffline(false);
    await page.getByRole('button', { name: language === 'ar' ? 'إعادة المحاولة' : 'Try again' }).click();
    await page.waitForFunction(() => document.querySelector('#root')?.childElementCount, undefined, { timeout: 20_000 });
    await page.context().close();
  }, 90_000);
});

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

/** Debian's Chromium; the flags keep it off the network this machine does not have. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

type PageOptions = {
  width?: number;
  height?: number;
  timezoneId?: string;
  locale?: string;
  /** 'block' keeps the app's service worker out, so that `page.route` sees every request (none answered from its cache). */
  serviceWorkers?: 'allow' | 'block';
};

/** The screen of the journeys in Arabic: a phone in Saudi Arabia. */
export const ARABIC_PHONE: PageOptions = { width: 390, height: 844, locale: 'ar-SA' };

export async function newPage(
  browser: Browser,
  { width = 1280, height = 900, timezoneId, locale, serviceWorkers }: PageOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width, height }, timezoneId, locale, serviceWorkers });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return loadsUntilTakenOver(page);
}

/** The app has taken the server's drawing over (main.tsx marks #root); a page without the app has nothing to wait for. */
export async function untilTakenOver(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root === null || root.hasAttribute('data-taken-over');
  });
}

/**
 * Every load of the page waits until the app has taken it over, as a user waits for a page to answer: a tap or a
 * typed word before that is lost (docs/decisions/043). A load that stops at `commit` reads what the server sent.
 */
export function loadsUntilTakenOver(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilTakenOver(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await untilTakenOver(page);
    return response;
  };
  return page;
}

/** One Chromium for the test file, launched before its tests and closed after them; answers a new page of it. */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return (options?: PageOptions) => {
    if (!browser) throw new Error('A page is opened before the browser is launched (in beforeAll)');
    return newPage(browser, options);
  };
}

/** Screenshots are CI artifacts under e2e/artifacts (not committed). */
export async function snap(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * The newest code the dev outbox holds for `to`, waiting briefly for it to arrive; the notifications the mailer sends
 * to the same address (an order's number) are not codes.
 */
export async function codeFromOutbox(to: string, { after = '' }: { after?: string } = {}): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${inject('baseUrl')}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: { text: string; createdAt: string }[] };
    // "… code is 123456" in English, "… هو 123456" in Arabic.
    const newest = messages.find((message) => /(?:code is|هو) \d{4,6}\b/.test(message.text));
    if (newest && newest.createdAt > after) return newest.text.match(/(?:code is|هو) (\d{4,6})\b/)?.[1] ?? '';
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No code reached ${to}`);
}

export const uniquePhone = () => `+9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

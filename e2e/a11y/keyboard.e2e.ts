import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.js';
import { DEMO, logIn } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What the focused element is, and whether a focus ring (outline or box-shadow) shows on it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const style = element ? getComputedStyle(element) : null;
    return {
      label: element
        ? `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
        : '',
      isInDialog: Boolean(element?.closest('dialog[open]')),
      hasRing: Boolean(
        style && ((style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'),
      ),
    };
  });

describe('keyboard', () => {
  it('shows where the focus is on every control of the landing page header and hero', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await page.locator('h1').first().waitFor();
    const withoutRing: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (!now.hasRing) withoutRing.push(now.label);
    }
    expect(withoutRing).toEqual([]);
    await page.context().close();
  });

  it('keeps the focus inside a dialog and gives it back to the button that opened it', async () => {
    const page = await newPage(browser);
    await logIn(page, DEMO.buyer.email, DEMO.buyer.password);
    await page.waitForURL('**/home');
    await page.goto('/wallet');
    const opener = page.getByRole('button', { name: 'Add Funds' }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Add Funds' }).waitFor();
    const escaped: string[] = [];
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (!now.isInDialog) escaped.push(now.label);
    }
    expect(escaped).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Add Funds' }).waitFor({ state: 'hidden' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

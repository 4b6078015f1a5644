import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.js';
import { api, DEMO, logIn } from '../support/session.js';
import { type Fixtures, newAccount, prepareFixtures, textOf } from './fixtures.js';

let browser: Browser;
let data: Fixtures;
beforeAll(async () => {
  browser = await launchBrowser();
  data = await prepareFixtures();
});
afterAll(() => browser?.close());

const text = (key: string) => textOf('en', key);

/** What the focused element is, whether it is inside an open modal, and whether a focus ring shows on it. */
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

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** The control has the focus, now or once the app has moved it there (menus and dialogs move it after they draw). */
const expectFocused = (locator: Locator) => expect.poll(() => isFocused(locator), { timeout: 5_000 }).toBe(true);

/** Presses Tab until the control has the focus, as a keyboard user would (never a click). */
async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tab from the opener; the focus must stay inside the open modal, then Escape gives it back to the opener. */
async function expectTrapAndReturn(page: Page, opener: Locator, modal: Locator) {
  const escaped: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      const now = await focused(page);
      if (!now.isInDialog) escaped.push(`${key}: ${now.label}`);
    }
  }
  expect(escaped).toEqual([]);
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'hidden' });
  await expectFocused(opener);
}

type FocusReport = { visited: number; withoutRing: string[]; unreachable: string[] };

/**
 * Tabs through the whole page, from its top until the focus comes back round, and reports the controls the focus
 * reached without a visible indicator (an outline, or a box-shadow the control does not have unfocused) and the
 * controls it never reached: focusable elements, and elements that look clickable (a pointer cursor of their own)
 * outside any focusable element or label.
 */
async function walkWithTab(page: Page): Promise<FocusReport> {
  await page.evaluate(() => {
    type Entry = { id: string; label: string; hasRing: boolean };
    const state = window as unknown as { __walk: { log: Entry[]; next: number } };
    state.__walk = { log: [], next: 0 };
    const focusable = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';
    const unfocusedShadow = new WeakMap<Element, string>();
    for (const element of Array.from(document.querySelectorAll(focusable)))
      unfocusedShadow.set(element, getComputedStyle(element).boxShadow);
    const ringOf = (element: HTMLElement | null) => {
      if (!element) return false;
      const transition = element.style.transition;
      // A ring that fades in would read as none at the moment of focus: read the end state.
      element.style.transition = 'none';
      const style = getComputedStyle(element);
      const isTransparent = style.outlineColor === 'transparent' || style.outlineColor === 'rgba(0, 0, 0, 0)';
      const hasOutline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 && !isTransparent;
      const shadow = style.boxShadow;
      element.style.transition = transition;
      return hasOutline || (shadow !== 'none' && shadow !== unfocusedShadow.get(element));
    };
    document.addEventListener('focusin', (event) => {
      const element = event.target as HTMLElement;
      element.dataset.walkId ??= String(state.__walk.next++);
      state.__walk.log.push({
        id: element.dataset.walkId,
        label: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('placeholder') ?? '').trim().slice(0, 50)}"`,
        // Radio buttons and checkboxes show the ring on their label (has-[:focus-visible]).
        hasRing: ringOf(element) || ringOf(element.closest('label')),
      });
    });
  });

  const hasWrapped = () =>
    page.evaluate(() => {
      const { log } = (window as unknown as { __walk: { log: { id: string }[] } }).__walk;
      return log.length > 1 && log.slice(1).some((entry) => entry.id === log[0]?.id);
    });
  for (let presses = 0; presses < 600 && !(await hasWrapped()); presses += 10) {
    for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
  }
  expect(await hasWrapped()).toBe(true);

  return page.evaluate(() => {
    const { log } = (window as unknown as { __walk: { log: { id: string; label: string; hasRing: boolean }[] } }).__walk;
    const visited = new Set(log.map((entry) => entry.id));
    const visitedHrefs = new Set(
      Array.from(document.querySelectorAll<HTMLAnchorElement>('a[data-walk-id]'))
        .filter((a) => visited.has(a.dataset.walkId ?? ''))
        .map((a) => a.href),
    );
    const focusable = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';
    const isShown = (element: Element) =>
      element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden' && !element.closest('[inert]');
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50)}"`;
    const unreachable: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(focusable))) {
      if (!isShown(element) || (element as HTMLButtonElement).disabled || visited.has(element.dataset.walkId ?? '')) continue;
      if (element.tabIndex < 0) {
        // A place the app moves the focus to (a heading after a search, the toasts' region), not a control.
        const isControl = element.matches('a[href], button, input, select, textarea, summary, [role="button"], [role="link"]');
        // Roving focus: one tab of a tab list, one item of a menu or radio group is in the Tab order, the arrows reach the rest.
        const isRoving = ['tab', 'menuitem', 'option', 'radio'].includes(element.getAttribute('role') ?? '');
        if (!isControl || isRoving) continue;
      }
      // A second link to a page another reached link opens (a card's picture beside its title).
      if (element instanceof HTMLAnchorElement && element.tabIndex < 0 && visitedHrefs.has(element.href)) continue;
      unreachable.push(describe(element));
    }
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (getComputedStyle(element).cursor !== 'pointer' || !isShown(element)) continue;
      if (element.parentElement && getComputedStyle(element.parentElement).cursor === 'pointer') continue;
      if (element.closest(`${focusable}, label`)) continue;
      unreachable.push(`${describe(element)} (clickable, not focusable)`);
    }
    return {
      visited: visited.size,
      withoutRing: [...new Set(log.filter((entry) => !entry.hasRing).map((entry) => entry.label))],
      unreachable,
    };
  });
}

/** The screen is drawn and its data loaded. */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('keyboard', () => {
  it('signs in, opens a product and adds it to the cart with the keyboard only', async () => {
    const account = await newAccount();
    const page = await newPage(browser);
    await page.goto('/auth');
    await settle(page);
    await tabTo(page, page.getByRole('textbox', { name: 'Email or phone number' }));
    await page.keyboard.type(account.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
    await settle(page);

    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').innerText()).trim();
    await tabTo(page, card.getByRole('link', { name: title }), { max: 120 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/product/**');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    await tabTo(page, page.getByRole('button', { name: text('product.addToCart') }));
    await page.keyboard.press('Space');
    await page.getByText(`${title} added to cart!`).first().waitFor();
    const cart = await api<{ totalItems?: number; items?: unknown[]; groups?: { items: unknown[] }[] }>('GET', '/api/user/cart', {
      token: account.token,
    });
    expect(JSON.stringify(cart.body)).toContain(title);
    await page.context().close();
  });

  it('opens menus with Enter, Space and the arrows, moves with the arrows and closes with Escape on their button', async () => {
    const page = await newPage(browser);
    await logIn(page, data.buyer.email, data.buyer.password);
    await page.waitForURL('**/home');
    await settle(page);
    const menu = page.getByRole('menu');
    const items = menu.getByRole('menuitem');

    const userMenu = page.getByRole('button', { name: text('userMenu.label') });
    await tabTo(page, userMenu);
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await expectFocused(items.first());
    await page.keyboard.press('ArrowDown');
    await expectFocused(items.nth(1));
    await page.keyboard.press('End');
    await expectFocused(items.last());
    await page.keyboard.press('ArrowDown');
    await expectFocused(items.first());
    await page.keyboard.press('ArrowUp');
    await expectFocused(items.last());
    await page.keyboard.press('Home');
    await expectFocused(items.first());
    expect((await focused(page)).hasRing).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expectFocused(userMenu);

    // The arrows open a menu too: ArrowUp on its last item.
    await page.keyboard.press('ArrowUp');
    await menu.waitFor();
    await expectFocused(items.last());
    await page.keyboard.press('Escape');
    await expectFocused(userMenu);

    const languageMenu = page.getByRole('button', { name: text('common.language') });
    await tabTo(page, languageMenu, { backwards: true });
    await page.keyboard.press('Space');
    await menu.waitFor();
    await expectFocused(items.first());
    await page.keyboard.press('ArrowDown');
    expect(await items.nth(1).innerText()).toBe('العربية');
    await expectFocused(items.nth(1));
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expectFocused(languageMenu);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.context().close();
  });

  it('keeps the focus inside a dialog and gives it back to the button that opened it', async () => {
    const page = await newPage(browser);
    await logIn(page, data.buyer.email, data.buyer.password);
    await page.waitForURL('**/home');
    await page.goto('/wallet');
    await settle(page);
    const opener = page.getByRole('button', { name: 'Add Funds' }).first();
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Funds' });
    await dialog.waitFor();
    await expectTrapAndReturn(page, opener, dialog);
    await page.context().close();
  });

  it('keeps the focus inside the chat drawer and gives it back to its Chat button', async () => {
    const page = await newPage(browser);
    await logIn(page, data.buyer.email, data.buyer.password);
    await page.waitForURL('**/home');
    await page.goto(`/product/${data.productId}`);
    await settle(page);
    const opener = page.getByRole('button', { name: text('ad.chat'), exact: true }).first();
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('textbox').waitFor();
    await expectTrapAndReturn(page, opener, drawer);
    await page.context().close();
  });

  it('opens the panels’ sidebar as a modal drawer on small screens, keeps the focus in it and gives it back to the menu button', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await logIn(page, DEMO.trader.email, DEMO.trader.password);
    await page.waitForURL('**/trader/dashboard');
    await settle(page);
    const opener = page.getByRole('button', { name: text('common.openMenu') });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: text('trader.area') });
    await drawer.waitFor();
    // The close button has the focus first; the page behind is inert.
    await expectFocused(drawer.getByRole('button', { name: text('common.closeMenu') }));
    expect(await page.getByRole('main').evaluate((main) => main.closest('[inert]') !== null || !main.checkVisibility())).toBe(false);
    await expectTrapAndReturn(page, opener, drawer);

    // A link of the drawer goes to its page and closes the drawer.
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    await tabTo(page, drawer.getByRole('link', { name: text('trader.nav.products') }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/trader/products');
    await drawer.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  describe('every control of the dense screens is reachable by Tab and shows where the focus is', () => {
    const screens: { name: string; path: string; account?: () => { email: string; password: string } }[] = [
      { name: 'landing', path: '/' },
      { name: 'home', path: '/home', account: () => data.buyer },
      { name: 'trader products', path: '/trader/products', account: () => DEMO.trader },
      { name: 'admin withdrawals', path: '/admin/withdrawals', account: () => data.admin },
    ];
    for (const screen of screens) {
      it(screen.name, async () => {
        const page = await newPage(browser);
        const account = screen.account?.();
        if (account) {
          await logIn(page, account.email, account.password);
          await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
        }
        await page.goto(screen.path);
        await settle(page);
        const report = await walkWithTab(page);
        expect(report.visited).toBeGreaterThan(10);
        expect(report.withoutRing).toEqual([]);
        expect(report.unreachable).toEqual([]);
        await page.context().close();
      });
    }
  });
});

import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { snap, untilTakenOver } from './browser.js';
import { type Lang, tr, untranslatedTexts } from './i18n.js';
import { api } from './session.js';

export type Role = 'buyer' | 'trader' | 'admin';

export const languageName = (language: Lang) => (language === 'ar' ? 'Arabic' : 'English');

/**
 * Follows one of the app's header or sidebar links with the keyboard. Toasts stay 5 s over the top of the header
 * and of the sidebar (the end of the header in English, its start and the sidebar in Arabic): a pointer would wait.
 */
export const follow = (link: Locator) => link.press('Enter');

/**
 * Waits until one's own message in a chat `log` is stored: its bubble shows the sent tick (or the read one) instead
 * of the clock of an optimistic send. What a user waits for before assuming the other side can read it.
 */
export async function messageSent(log: Locator, language: Lang, text: string) {
  const marks = new RegExp(`^(${tr(language, 'chat.sent')}|${tr(language, 'chat.read')})$`);
  await log.getByRole('listitem').filter({ hasText: text }).getByRole('img', { name: marks }).waitFor();
}

/** The document shows `language`, right to left for Arabic. */
/** Reloads the page and opens the bell until it lists `title` (the jobs that write notifications run a little later). */
export async function waitForBellNotice(page: Page, language: Lang, title: string) {
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole('button', { name: new RegExp(`^${tr(language, 'notifications.label')}`) }).click();
        return page.getByText(title).count();
      },
      { timeout: 20_000, interval: 1_000 },
    )
    .toBeGreaterThan(0);
}

export async function expectLanguage(page: Page, language: Lang) {
  const shown = await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
  expect(shown).toEqual({ lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
}

/**
 * Chooses `language` in the header's language menu, as a user does, and waits until the page shows it and, signed in,
 * until the account has it: the account's language wins at the next load, so a load before the save would undo it.
 */
export async function chooseLanguage(page: Page, language: Lang) {
  await untilTakenOver(page);
  const current = (await page.evaluate(() => document.documentElement.lang)) === 'ar' ? 'ar' : 'en';
  await page
    .getByRole('button', { name: tr(current, 'common.language') })
    .first()
    .click();
  await page.getByRole('menuitem', { name: language === 'ar' ? 'العربية' : 'English' }).click();
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, language);
  await expectLanguage(page, language);
  await page.waitForFunction(
    async (wanted) => {
      const token = localStorage.getItem('authToken');
      if (!token) return true;
      const reply = await fetch('/api/user/preferences', { headers: { authorization: `Bearer ${token}` } });
      return ((await reply.json()) as { preferences?: { language?: string } }).preferences?.language === wanted;
    },
    language,
    { polling: 250 },
  );
}

/**
 * Texts of the catalogue that are data, not interface: platform brand names, banners (written by an admin in one
 * language), categories without an Arabic name. They may equal an English interface text ("PC") and pass the check.
 */
export async function catalogueTexts(token: string): Promise<string[]> {
  const [platforms, categories, banners] = await Promise.all([
    api<{ platforms: { name: string }[] }>('GET', '/api/platforms'),
    api<{ categories: { name: string; nameAr: string }[] }>('GET', '/api/categories'),
    api<{ banners: Record<string, unknown>[] }>('GET', '/api/user/banners', { token }),
  ]);
  return [
    ...platforms.body.platforms.map((platform) => platform.name),
    ...categories.body.categories.filter((category) => !category.nameAr).map((category) => category.name),
    ...banners.body.banners.flatMap((banner) => Object.values(banner).filter((value): value is string => typeof value === 'string')),
  ];
}

/**
 * One role's journey in one language: `t` gives the texts it looks for, `screen` checks a screen and keeps its
 * screenshot as `<role>-<lang>-<screen>.png` in e2e/artifacts.
 */
export class Journey {
  /** Texts on screen that are data and may look like English interface texts (see catalogueTexts). */
  readonly data = new Set<string>();

  constructor(
    readonly role: Role,
    readonly lang: Lang,
  ) {}

  t = (key: string, params?: Record<string, unknown>) => tr(this.lang, key, params);

  /**
   * Chooses `item` in the header's user menu with the keyboard: toasts sit over the header's end for 5 s (over the
   * user menu in English), and a pointer would wait for them to go.
   */
  async openFromUserMenu(page: Page, item: string) {
    await page.getByRole('button', { name: this.t('userMenu.label') }).press('Enter');
    await page.getByRole('menuitem', { name: item }).press('Enter');
  }

  /**
   * The screen shows `heading` (level 1 unless told) in the journey's language and direction; in Arabic no English
   * interface text is left anywhere on it. Called once the screen's data is on it, so that the check sees it.
   */
  async screen(page: Page, name: string, heading: string | RegExp, { level = 1 }: { level?: number } = {}) {
    await page
      .getByRole('heading', { level, name: heading, ...(typeof heading === 'string' ? { exact: true } : {}) })
      .first()
      .waitFor();
    await expectLanguage(page, this.lang);
    if (this.lang !== 'en') expect(await untranslatedTexts(page, { data: this.data }), `English texts on ${name}`).toEqual([]);
    await snap(page, `${this.role}-${this.lang}-${name}`);
  }
}

import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { type Lang, tr } from './i18n.js';

/** Signs in on /auth with the password, the screen being in `language` (the one this browser last chose). */
export async function logIn(page: Page, emailOrPhone: string, password: string, language: Lang = 'en') {
  await page.goto('/auth');
  const submit = page.getByRole('button', { name: tr(language, 'auth.login.submit'), exact: true });
  await submit.waitFor();
  await page.getByRole('textbox', { name: tr(language, 'auth.login.emailOrPhone') }).fill(emailOrPhone);
  await page.getByLabel(tr(language, 'auth.login.password'), { exact: true }).fill(password);
  await submit.click();
}

/** Signs out from the user menu, with the keyboard: the sign-in toast covers the menu for 5 s in English. */
export async function signOut(page: Page, language: Lang = 'en') {
  await page.getByRole('button', { name: tr(language, 'userMenu.label') }).press('Enter');
  await page.getByRole('menuitem', { name: tr(language, 'userMenu.signOut') }).press('Enter');
  await page.waitForURL('**/auth');
}

/** Calls the API directly, as another client would (for the admin's side of a journey). */
export async function api<T = Record<string, any>>(
  method: string,
  path: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

export async function tokenOf(email: string, password: string) {
  const { body } = await api<{ access_token: string }>('POST', '/api/user/auth/login', { body: { emailOrPhone: email, password } });
  return body.access_token;
}

export const DEMO = {
  admin: { email: 'admin@gamesouq.sa', password: 'Admin#2026' },
  trader: { email: 'trader@gamesouq.sa', password: 'Trader#2026' },
  buyer: { email: 'buyer@gamesouq.sa', password: 'Buyer#2026' },
} as const;

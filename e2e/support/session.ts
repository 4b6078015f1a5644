import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export async function logIn(page: Page, emailOrPhone: string, password: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  await page.getByRole('textbox', { name: 'Email or phone number' }).fill(emailOrPhone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/auth');
}

/** Calls the API directly, as another client would (for the admin's side of a journey). */
export async function api<T = Record<string, any>>(method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
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

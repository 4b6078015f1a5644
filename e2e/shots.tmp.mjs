import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3457';
const lang = process.argv[2] ?? 'en';
const only = process.argv[3];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
const login = await (await fetch(base + '/api/user/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ emailOrPhone: 'trader@gamesouq.sa', password: 'Trader#2026' }) })).json();
await page.goto('/');
await page.evaluate(({ login, lang }) => {
  localStorage.setItem('authToken', login.access_token);
  localStorage.setItem('refreshToken', login.refresh_token);
  localStorage.setItem('user', JSON.stringify(login.user));
  localStorage.setItem('lang', lang);
}, { login, lang });
const pages = [
  ['dashboard', '/trader/dashboard'],
  ['products', '/trader/products'],
  ['new-product', '/trader/products/new'],
  ['orders', '/trader/orders'],
  ['notifications', '/trader/notifications'],
  ['profile', '/trader/profile'],
  ['settings', '/trader/settings'],
  ['wallet', '/trader/wallet'],
  ['account', '/profile'],
];
for (const [name, url] of pages) {
  if (only && !only.split(',').includes(name)) continue;
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(name === 'dashboard' ? 2000 : 600);
  await page.screenshot({ path: `/tmp/shots/${lang}-${name}.png`, fullPage: true });
}
if (!only || only.includes('modals')) {
  await page.goto('/trader/products');
  await page.getByRole('button', { name: lang === 'en' ? 'Details' : 'التفاصيل' }).first().click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/${lang}-product-modal.png` });
  await page.goto('/trader/orders');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: lang === 'en' ? 'Manage' : 'إدارة' }).first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/${lang}-order-modal.png` });
}
await browser.close();

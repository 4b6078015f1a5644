import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const card = { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'E2E' };

describe('Withdrawal Management in Arabic', () => {
  it('words a bulk approval by the number of requests in Arabic, not in the server’s English', async () => {
    const unique = Date.now().toString(36);
    const demoAdmin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
    const member = { name: `E2E Payee ${unique}`, email: `payee.${unique}@example.com`, password: 'Member#2026', role: 'user' };
    const arabicAdmin = { name: `E2E Admin ${unique}`, email: `admin.ar.${unique}@example.com`, password: 'Admin#2026ar', role: 'admin' };
    for (const account of [member, arabicAdmin])
      expect((await api('POST', '/api/admin/users', { token: demoAdmin, body: account })).status).toBe(201);

    const payee = await tokenOf(member.email, member.password);
    await api('POST', '/api/user/wallet/deposit', { token: payee, body: { amount: 200, ...card } });
    const description = `Bulk ${unique}`;
    for (const amount of [50, 60]) {
      const made = await api('POST', '/api/user/wallet/withdraw', {
        token: payee,
        body: { amount, description, account_info: 'SA0380000000608010167519' },
      });
      expect(made.status).toBe(200);
    }
    // The admin's account speaks Arabic: the back-office opens in it at sign-in.
    const adminToken = await tokenOf(arabicAdmin.email, arabicAdmin.password);
    expect((await api('PUT', '/api/user/preferences', { token: adminToken, body: { language: 'ar' } })).status).toBe(200);

    const page = await newPage(browser);
    await logIn(page, arabicAdmin.email, arabicAdmin.password);
    await page.waitForURL('**/admin/dashboard');
    await page.waitForFunction(() => document.documentElement.lang === 'ar');
    await page.goto('/admin/withdrawals');
    const searched = page.waitForResponse((r) => r.url().includes('/api/admin/withdrawals?') && r.url().includes('search='));
    await page.getByPlaceholder('ابحث بالوصف أو بيانات الحساب...').fill(description);
    await searched;
    const rows = page.getByRole('row').filter({ hasText: description });
    await expect.poll(() => rows.count()).toBe(2);
    for (const row of await rows.all()) await row.getByRole('checkbox', { name: /^تحديد طلب / }).check();
    await page.getByRole('button', { name: /^تسجيل دفع المحدد/ }).click();
    const pay = page.getByRole('dialog', { name: 'دفع طلبات السحب المحددة' });
    await pay.getByText('طلبان بمبلغ').waitFor();
    await pay.getByLabel('مرجع التحويل الجماعي').fill(`BULK-${unique}`);
    await pay.getByRole('button', { name: 'متابعة' }).click();
    await page.getByRole('alertdialog', { name: 'تأكيد الدفع' }).getByRole('button', { name: 'تأكيد الدفع' }).click();
    await page.getByText('تمت الموافقة على طلبَي سحب بنجاح').first().waitFor();
    expect(await page.getByText('2 withdrawal requests approved successfully').count()).toBe(0);
    await snap(page, 'admin-withdrawals-bulk-arabic');
    const history = (await api('GET', '/api/user/wallet/withdrawal-history', { token: payee })).body.withdrawals;
    expect(history.map((w: Record<string, unknown>) => w.status)).toEqual(['approved', 'approved']);
    const paid = (await api('GET', `/api/admin/withdrawals?search=BULK-${unique}`, { token: adminToken })).body.withdrawals;
    expect(paid.map((w: Record<string, unknown>) => w.transfer_reference)).toEqual([`BULK-${unique}`, `BULK-${unique}`]);
    await page.context().close();
  });
});

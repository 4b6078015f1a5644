import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser.js';
import { tr } from '../support/i18n.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// The demo server runs FATOORA_PROVIDER=log: onboarding goes through the in-process sandbox (its OTP is the
// developer portal's 123345), so the whole flow is taken here. One onboarding per server: the phone in Arabic takes
// the first step, the desktop in English the rest.
describe('ZATCA onboarding', () => {
  it('an Arabic admin on a phone is told a wrong OTP in Arabic and gets the compliance CSID; in English on a desktop the checks pass and the production certificate shows its expiry', async () => {
    const unique = Date.now().toString(36);
    const demoAdmin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
    const arabicAdmin = { name: `E2E ZATCA ${unique}`, email: `zatca.ar.${unique}@example.com`, password: 'Admin#2026ar', role: 'admin' };
    expect((await api('POST', '/api/admin/users', { token: demoAdmin, body: arabicAdmin })).status).toBe(201);
    const token = await tokenOf(arabicAdmin.email, arabicAdmin.password);
    expect((await api('PUT', '/api/user/preferences', { token, body: { language: 'ar' } })).status).toBe(200);
    expect((await api('GET', '/api/admin/zatca/onboarding', { token })).body.onboarding.status).toBe('not_started');

    const phone = await newPage(browser, { width: 390, height: 844, locale: 'ar-SA' });
    await logIn(phone, arabicAdmin.email, arabicAdmin.password, 'ar');
    await phone.waitForURL('**/admin/dashboard');
    await phone.waitForFunction(() => document.documentElement.lang === 'ar');
    await phone.goto('/admin/settings/zatca');
    await phone.getByRole('heading', { name: tr('ar', 'adminPanel.zatca.title') }).waitFor();
    const otp = phone.getByLabel(tr('ar', 'adminPanel.zatca.otp'));
    await otp.fill('654321');
    await phone.getByRole('button', { name: tr('ar', 'adminPanel.zatca.requestCompliance') }).click();
    await phone.getByText(tr('ar', 'errors.zatcaOtpInvalid')).waitFor();
    await snap(phone, 'admin-zatca-wrong-otp-ar');
    await otp.fill('123345');
    await phone.getByRole('button', { name: tr('ar', 'adminPanel.zatca.requestCompliance') }).click();
    await phone.getByRole('button', { name: tr('ar', 'adminPanel.zatca.runChecks') }).waitFor();
    await expect(phone.locator('[aria-current="step"]').textContent()).resolves.toContain(tr('ar', 'adminPanel.zatca.status.compliance'));
    await snap(phone, 'admin-zatca-compliance-ar');

    const desktop = await newPage(browser, { width: 1280, height: 800 });
    await logIn(desktop, DEMO.admin.email, DEMO.admin.password);
    await desktop.waitForURL('**/admin/dashboard');
    await desktop.getByRole('link', { name: tr('en', 'adminPanel.nav.zatca') }).click();
    await desktop.getByRole('button', { name: tr('en', 'adminPanel.zatca.runChecks') }).click();
    const checks = desktop.getByRole('list', { name: tr('en', 'adminPanel.zatca.checksTitle') });
    await desktop.getByRole('button', { name: tr('en', 'adminPanel.zatca.requestProduction') }).waitFor();
    for (const document of ['invoice', 'credit_note', 'debit_note']) {
      const row = checks.getByRole('listitem').filter({ hasText: tr('en', `adminPanel.zatca.document.${document}`) });
      await expect(row.getByText(tr('en', 'adminPanel.zatca.result.PASS'), { exact: true }).count()).resolves.toBe(1);
    }
    await desktop.getByRole('button', { name: tr('en', 'adminPanel.zatca.requestProduction') }).click();
    await desktop.getByRole('heading', { name: tr('en', 'adminPanel.zatca.productionCertificate') }).waitFor();
    await desktop.getByText(tr('en', 'adminPanel.zatca.daysLeft', { count: 364 })).waitFor();
    await expect(desktop.locator('[aria-current="step"]').textContent()).resolves.toContain(tr('en', 'adminPanel.zatca.status.production'));
    await snap(desktop, 'admin-zatca-production-en');

    // The Arabic phone, reloaded, shows the same end state.
    await phone.reload();
    await phone.getByRole('heading', { name: tr('ar', 'adminPanel.zatca.productionCertificate') }).waitFor();
    await snap(phone, 'admin-zatca-production-ar');
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAsStore, newMember, newUser } from '../support/accounts.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { deposit, type PlacedOrder, parcelOf, photo, placeOrder, postAd } from '../support/fixtures.js';
import { LANGUAGES, tr } from '../support/i18n.js';
import { catalogueTexts, chooseLanguage, follow, Journey, languageName } from '../support/journey.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

type Body = Record<string, any>;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const unique = () => Date.now().toString(36).toUpperCase();

for (const lang of LANGUAGES) {
  describe(`the admin's journey in ${languageName(lang)}`, () => {
    const journey = new Journey('admin', lang);
    const { t } = journey;
    const ar = lang === 'ar';
    const run = `${lang.toUpperCase()}${unique()}`;
    const titles = { approve: `Approve Me PS5 ${run}`, reject: `Reject Me PS5 ${run}` };
    const store = `${ar ? 'متجر النخبة' : 'Elite Games'} ${run}`;
    const member = { name: `${ar ? 'عضو' : 'Member'} ${run}`, email: `member.${run.toLowerCase()}@example.com`, password: 'Member#2026' };
    const payout = `Payout ${run}`;
    let page: Page;
    let admin: { name: string; email: string; password: string };
    let applicant: { name: string; email: string };
    let leaving: { name: string; email: string; password: string };
    let order: PlacedOrder;
    let disputed: PlacedOrder;
    let traderName: string;
    const nav = (label: string) => page.getByRole('navigation', { name: t('admin.area') }).getByRole('link', { name: label, exact: true });

    beforeAll(async () => {
      // A new admin for each run: the language chosen in the header is saved on the account.
      admin = await newMember({ name: `${ar ? 'مشرفة' : 'Admin'} ${run}`, role: 'admin' });
      const trader = await tokenOf(DEMO.trader.email, DEMO.trader.password);
      const buyer = await tokenOf(DEMO.buyer.email, DEMO.buyer.password);
      traderName = (await api('GET', '/api/user/me', { token: trader })).body.name;

      // What is waiting for the admin: two ads to review, a store's application, a withdrawal, orders and a dispute,
      // an account to close and a message from the contact form.
      await postAd(trader, { title: titles.approve });
      await postAd(trader, { title: titles.reject });
      const applicantAccount = await newUser({ name: store });
      await applyAsStore(applicantAccount, { storeName: store });
      applicant = applicantAccount;
      await deposit(trader, 100);
      const made = await api('POST', '/api/user/wallet/withdraw', {
        token: trader,
        body: { amount: 60, description: payout, account_info: 'SA0380000000608010167519' },
      });
      expect(made.status).toBe(200);
      const me = (await api('GET', '/api/user/me', { token: trader })).body;
      const { body } = await api<{ ads: Body[] }>('GET', '/api/ads/home?limit=50');
      const listing = body.ads.find((ad) => ad.user_id === me.id && ad.quantity > 2 && ad.deliveryType !== 'hand' && ad.price <= 500);
      await deposit(buyer, 1500);
      order = await placeOrder(buyer, listing!.id);
      disputed = await placeOrder(buyer, listing!.id);
      for (const status of ['processing', 'shipped']) {
        expect(
          (
            await api('PATCH', `/api/trader/orders/${disputed.id}/status`, {
              token: trader,
              body: { status, ...(status === 'shipped' ? await parcelOf(trader, disputed.id) : {}) },
            })
          ).status,
        ).toBe(200);
      }
      const opened = await api('POST', `/api/user/orders/${disputed.id}/dispute`, {
        token: buyer,
        body: { reason: 'not_received', details: 'The tracking shows nothing for a week.' },
      });
      expect(opened.status).toBe(201);
      leaving = await newMember({ name: `${ar ? 'مغادر' : 'Leaving'} ${run}` });
      const leavingToken = await tokenOf(leaving.email, leaving.password);
      expect((await api('POST', '/api/user/account-deletion', { token: leavingToken, body: { reason: 'Moving abroad' } })).status).toBe(
        201,
      );
      expect(
        (
          await api('POST', '/api/contact', {
            body: { fullName: `Visitor ${run}`, email: 'visitor@example.com', message: 'Do you ship to Abha?' },
          })
        ).status,
      ).toBe(201);
      for (const text of await catalogueTexts(buyer)) journey.data.add(text);
      page = await newPage(browser);
    });
    afterAll(() => page?.context().close());

    it('signs in and reads the dashboard', async () => {
      await page.goto('/auth');
      if (ar) await chooseLanguage(page, lang);
      await logIn(page, admin.email, admin.password, lang);
      await page.waitForURL('**/admin/dashboard');
      await page.getByRole('heading', { level: 2, name: t('adminPanel.dashboard.recentOrders') }).waitFor();
      await page
        .getByRole('link', { name: new RegExp(traderName) })
        .first()
        .waitFor();
      await journey.screen(page, 'dashboard', t('admin.dashboard.title'));
    });

    it('finds an order, reads its details and edits it', async () => {
      await follow(nav(t('admin.nav.orders')));
      await page.getByRole('searchbox', { name: t('adminPanel.orders.search') }).fill(String(order.number));
      const row = page.getByRole('row').filter({ hasText: order.orderId });
      await row.waitFor();
      await journey.screen(page, 'orders', t('adminPanel.orders.title'));
      await row.getByRole('button', { name: t('adminPanel.orders.menu', { id: order.orderId }) }).click();
      await page.getByRole('menuitem', { name: t('adminPanel.orders.view') }).click();
      await page.waitForURL(`**/admin/orders/${order.id}`);
      await page.getByRole('heading', { level: 2, name: t('adminPanel.orderDetail.payments') }).waitFor();
      // The address with its city in the journey's language.
      await page
        .getByText(t('adminPanel.orderDetail.shipTo'))
        .filter({ hasText: t('cities.Jeddah') })
        .waitFor();
      await journey.screen(page, 'order-details', order.orderId);

      await page.getByRole('link', { name: t('adminPanel.orders.edit') }).click();
      await page.getByLabel(t('adminPanel.orderEdit.status')).selectOption({ label: t('orders.status.processing') });
      await page.getByLabel(t('adminPanel.orderEdit.address.address')).fill('Tahlia St 7, gate 2');
      await journey.screen(page, 'order-edit', t('adminPanel.orderEdit.heading', { id: order.orderId }));
      await page.getByRole('button', { name: t('adminPanel.common.save') }).click();
      await page.getByText(t('adminPanel.orderEdit.saved')).first().waitFor();
      const token = await tokenOf(admin.email, admin.password);
      const saved = (await api('GET', `/api/admin/orders/${order.id}`, { token })).body;
      expect(JSON.stringify(saved)).toContain('Tahlia St 7, gate 2');
      expect(JSON.stringify(saved)).toContain('"processing"');
    });

    it('adds a subcategory and a platform to the catalogue', async () => {
      // Named in both languages: each reader sees the name of their language in the table.
      const names = { en: `Puzzle ${run}`, ar: `ألغاز ${run}` };
      const category = ar ? names.ar : names.en;
      journey.data.add(category);
      await follow(nav(t('admin.nav.categories')));
      await page.getByRole('button', { name: t('adminPanel.categories.add') }).click();
      const dialog = page.getByRole('dialog', { name: t('adminPanel.categories.add') });
      await dialog.getByLabel(t('adminPanel.common.name'), { exact: true }).fill(names.en);
      await dialog.getByLabel(t('adminPanel.common.nameAr')).fill(names.ar);
      await dialog.getByLabel(t('adminPanel.categories.parent')).selectOption({ label: ar ? 'ألعاب الفيديو' : 'Video Games' });
      await dialog.getByRole('button', { name: t('adminPanel.common.save') }).click();
      await page.getByText(t('adminPanel.categories.created')).first().waitFor();
      await page.getByRole('row').filter({ hasText: category }).getByText(t('adminPanel.categories.sub')).waitFor();
      await journey.screen(page, 'categories', t('adminPanel.categories.title'));

      const platform = `Retro Box ${run}`;
      journey.data.add(platform);
      await follow(nav(t('admin.nav.platforms')));
      await page.getByRole('button', { name: t('adminPanel.platforms.add') }).click();
      const form = page.getByRole('dialog', { name: t('adminPanel.platforms.add') });
      await form.getByLabel(t('adminPanel.common.name'), { exact: true }).fill(platform);
      await form.getByLabel(t('adminPanel.platforms.type')).selectOption({ label: t('adminPanel.platforms.types.console') });
      await form.getByRole('button', { name: t('adminPanel.common.save') }).click();
      await page.getByText(t('adminPanel.platforms.created')).first().waitFor();
      await page.getByText(platform).first().waitFor();
      await journey.screen(page, 'platforms', t('adminPanel.platforms.title'));
      // Taken out again, so that the other journeys' lists stay as the demo data has them.
      await page.getByRole('button', { name: t('adminPanel.common.deleteItem', { name: platform }) }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t('adminPanel.common.delete') })
        .click();
      await page.getByText(t('adminPanel.platforms.deleted')).first().waitFor();
    });

    it('approves one ad and rejects another with a reason in Manage Ads', async () => {
      await follow(nav(t('admin.nav.manageAds')));
      const search = page.getByRole('searchbox', { name: t('adminPanel.ads.search') });
      await search.fill(titles.approve);
      await page.getByRole('button', { name: t('adminPanel.ads.approveAd', { title: titles.approve }) }).click();
      await page.getByText(t('adminPanel.ads.approved')).first().waitFor();
      await search.fill(titles.reject);
      // The review: every photo, opened full size and zoomed, the ad's phone and the seller's record.
      await page.getByRole('button', { name: t('adminPanel.ads.details', { title: titles.reject }) }).click();
      await page.getByText(t('adminPanel.ads.review.history')).first().waitFor();
      // The seller's history holds the reasons of earlier runs, in the language their admin wrote them in: data.
      for (const lang of LANGUAGES) journey.data.add(tr(lang, 'adminPanel.ads.review.reasons.photos'));
      await page.getByRole('link', { name: '+966500000002' }).first().waitFor();
      await page.getByRole('button', { name: t('adminPanel.ads.review.openPhoto', { n: 1, count: 1 }) }).click();
      const viewer = page.getByRole('dialog', { name: t('adminPanel.ads.review.photoOf', { n: 1, count: 1, title: titles.reject }) });
      await viewer
        .getByRole('button', { name: t('adminPanel.ads.review.zoomIn') })
        .first()
        .click();
      await viewer
        .getByRole('button', { name: t('adminPanel.ads.review.zoomOut') })
        .first()
        .waitFor();
      await journey.screen(page, 'ad-photo', t('adminPanel.ads.title'));
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });
      await journey.screen(page, 'ad-review', t('adminPanel.ads.title'));
      // The keyboard: R rejects the ad under review, 1 picks the first common reason.
      await page.locator('body').click({ position: { x: 1, y: 1 } });
      await page.keyboard.press('r');
      const dialog = page.getByRole('dialog', { name: t('adminPanel.ads.rejectTitle') });
      // The digits pick a reason once the dialog has put the focus on its first one.
      await dialog.waitFor();
      await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('1');
      const reason = t('adminPanel.ads.review.reasons.photos');
      await expect.poll(() => dialog.getByLabel(t('adminPanel.ads.rejectReason')).inputValue()).toBe(reason);
      await dialog.getByRole('button', { name: t('adminPanel.ads.reject') }).click();
      await page.getByText(t('adminPanel.ads.rejected')).first().waitFor();
      const rejectedAd = (
        await api<Body[]>('GET', `/api/admin/ads?search=${encodeURIComponent(titles.reject)}`, {
          token: await tokenOf(admin.email, admin.password),
        })
      ).body[0]!;
      expect([rejectedAd.status, rejectedAd.rejectionReason]).toEqual(['rejected', reason]);
      await search.fill(run);
      await page.getByRole('button', { name: t('adminPanel.ads.details', { title: titles.reject }) }).waitFor();
      await journey.screen(page, 'manage-ads', t('adminPanel.ads.title'));
      const approved = (
        await api<Body[]>('GET', `/api/admin/ads?search=${encodeURIComponent(titles.approve)}`, {
          token: await tokenOf(admin.email, admin.password),
        })
      ).body;
      expect(approved[0]?.status).toBe('active');
    });

    it('adds a banner and switches it off', async () => {
      const banner = `${ar ? 'عروض نهاية الأسبوع' : 'Weekend deals'} ${run}`;
      journey.data.add(banner);
      await follow(nav(t('admin.nav.banners')));
      await page.getByRole('button', { name: t('adminPanel.banners.add') }).click();
      const dialog = page.getByRole('dialog', { name: t('adminPanel.banners.add') });
      await dialog.getByLabel(t('adminPanel.banners.fields.title'), { exact: true }).fill(banner);
      await dialog
        .getByLabel(t('adminPanel.banners.fields.subtitle'), { exact: true })
        .fill(ar ? 'خصومات على أجهزة الألعاب' : 'Discounts on consoles');
      await dialog
        .getByLabel(t('adminPanel.banners.fields.image'))
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await photo('#4f46e5') });
      await dialog.getByRole('button', { name: t('adminPanel.common.save') }).click();
      await page.getByText(t('adminPanel.banners.created')).first().waitFor();
      const item = page.getByRole('listitem').filter({ hasText: banner });
      await item.getByRole('switch', { name: t('adminPanel.common.active') }).click();
      await page.getByText(t('adminPanel.banners.deactivated')).first().waitFor();
      await journey.screen(page, 'banners', t('adminPanel.banners.title'));
    });

    it('accepts a store request, adds a member and suspends them', async () => {
      await follow(nav(t('admin.nav.clients')));
      const request = page.getByRole('listitem').filter({ hasText: store });
      await request.waitFor();
      await journey.screen(page, 'clients-requests', t('adminPanel.clients.title'));
      await request.getByRole('button', { name: t('adminPanel.clients.accept') }).click();
      await page.getByText(t('adminPanel.clients.approved')).first().waitFor();

      await page.getByRole('button', { name: t('adminPanel.clients.addMember') }).click();
      const dialog = page.getByRole('dialog', { name: t('adminPanel.clients.addMember') });
      await dialog.getByLabel(t('adminPanel.clients.member.name')).fill(member.name);
      await dialog.getByLabel(t('adminPanel.clients.member.email')).fill(member.email);
      await dialog.getByLabel(t('adminPanel.clients.member.password')).fill(member.password);
      await dialog.getByRole('button', { name: t('adminPanel.clients.member.create') }).click();
      await page.getByText(t('adminPanel.clients.member.added')).first().waitFor();

      await page.getByRole('tab', { name: t('adminPanel.clients.tabs.users') }).click();
      const searched = page.waitForResponse((r) => r.url().includes('/api/admin/users?') && r.url().includes('search='));
      await page.getByRole('searchbox', { name: t('adminPanel.clients.search') }).fill(member.email);
      await searched;
      await page.getByRole('button', { name: t('adminPanel.clients.menu', { name: member.name }) }).click();
      await page.getByRole('menuitem', { name: t('adminPanel.clients.menuItems.suspend') }).click();
      const suspend = page.getByRole('dialog', { name: t('adminPanel.clients.suspendTitle', { name: member.name }) });
      await suspend.getByLabel(t('adminPanel.clients.suspendReason')).fill(ar ? 'بلاغات احتيال متكررة' : 'Repeated scam reports');
      await suspend.getByRole('button', { name: t('adminPanel.clients.menuItems.suspend') }).click();
      await page
        .getByText(t('adminPanel.clients.actionDone', { action: t('adminPanel.clients.actions.suspend') }))
        .first()
        .waitFor();
      await page.getByRole('row').filter({ hasText: member.email }).getByText(t('adminPanel.clients.suspended')).waitFor();
      await journey.screen(page, 'clients-users', t('adminPanel.clients.title'));
      expect((await api('POST', '/api/user/auth/login', { body: { emailOrPhone: member.email, password: member.password } })).status).toBe(
        403,
      );
    });

    it('writes to the new store from Clients in Admin Chat', async () => {
      const searched = page.waitForResponse((r) => r.url().includes('/api/admin/users?') && r.url().includes('search='));
      await page.getByRole('searchbox', { name: t('adminPanel.clients.search') }).fill(applicant.email);
      await searched;
      await page.getByRole('button', { name: t('adminPanel.clients.menu', { name: applicant.name }) }).click();
      await page.getByRole('menuitem', { name: t('adminPanel.clients.menuItems.message') }).click();
      await page.waitForURL('**/admin/chat?chat_id=*');
      const welcome = `${ar ? 'مرحبًا بمتجركم' : 'Welcome to GameSouq'} ${run}`;
      const box = page.getByRole('textbox', { name: t('chat.messageLabel') });
      await box.fill(welcome);
      await box.press('Enter');
      await page.getByText(t('chat.admin.sent')).first().waitFor();
      await page.getByRole('log').getByText(welcome).waitFor();
      await journey.screen(page, 'chat', t('nav.chat'));
    });

    it('sends a personal notification from the Notification Centre', async () => {
      await follow(nav(t('adminPanel.nav.notifications')));
      await page.getByRole('tab', { name: t('adminPanel.notify.tabs.personal') }).click();
      await page.getByLabel(t('adminPanel.notify.subject')).fill(ar ? 'تم قبول متجرك' : 'Your store is live');
      await page.getByLabel(t('adminPanel.notify.content')).fill(ar ? 'أضف منتجاتك الأولى اليوم.' : 'Add your first products today.');
      await page.getByRole('searchbox', { name: t('adminPanel.notify.searchUsers') }).fill(applicant.email);
      await page.getByRole('radio', { name: new RegExp(applicant.email.replace(/[.+]/g, '\\$&')) }).check();
      await journey.screen(page, 'notification-centre', t('adminPanel.notify.title'));
      await page.getByRole('button', { name: t('adminPanel.notify.send') }).click();
      await page.getByText(t('adminPanel.notify.sent')).first().waitFor();
    });

    it('creates a promo code', async () => {
      const code = `AD${run}`;
      await follow(nav(t('admin.nav.promoCodes')));
      await page.getByRole('button', { name: t('adminPanel.promos.create') }).click();
      const dialog = page.getByRole('dialog', { name: t('adminPanel.promos.form.createTitle') });
      await dialog.getByLabel(t('adminPanel.promos.form.code')).fill(code);
      await dialog.getByLabel(t('adminPanel.promos.form.type')).selectOption('fixed');
      await dialog.getByLabel(t('adminPanel.promos.form.value')).fill('25');
      await dialog.getByLabel(t('adminPanel.promos.form.expiresAt')).fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
      await dialog.getByLabel(t('adminPanel.promos.form.usageLimit')).fill('10');
      await dialog.getByRole('button', { name: t('adminPanel.promos.form.create') }).click();
      await page.getByText(t('adminPanel.promos.created')).first().waitFor();
      await page.getByRole('row').filter({ hasText: code }).getByText(t('adminPanel.promos.status.active')).waitFor();
      await journey.screen(page, 'promo-codes', t('adminPanel.promos.title'));
    });

    it('pays a withdrawal: the full IBAN on request (audited), the bank transfer reference, then a confirmation', async () => {
      await follow(nav(t('admin.nav.withdrawals')));
      await page.getByPlaceholder(t('adminPanel.withdrawals.searchPlaceholder')).fill(payout);
      const row = page.getByRole('row').filter({ hasText: payout });
      await row.getByRole('button', { name: t('adminPanel.withdrawals.approveFor', { name: traderName }) }).click();
      // The list shows the IBAN masked; the dialog shows it whole only when asked.
      expect(await row.getByText(/0608010167519/).count()).toBe(0);
      const dialog = page.getByRole('dialog', { name: t('adminPanel.withdrawals.pay.title') });
      await dialog.getByRole('button', { name: t('adminPanel.withdrawals.pay.reveal') }).click();
      await dialog.getByText('SA03 8000 0000 6080 1016 7519').waitFor();
      const reference = `SNB-${run}`;
      const continueButton = dialog.getByRole('button', { name: t('adminPanel.withdrawals.pay.continue') });
      expect(await continueButton.isDisabled()).toBe(true);
      await dialog.getByLabel(t('adminPanel.withdrawals.pay.reference')).fill(reference);
      await journey.screen(page, 'withdrawal-pay', t('adminPanel.withdrawals.title'));
      await continueButton.click();
      const confirm = page.getByRole('alertdialog', { name: t('adminPanel.withdrawals.pay.confirmTitle') });
      await confirm.getByText(reference).waitFor();
      await confirm.getByRole('button', { name: t('adminPanel.withdrawals.pay.confirm') }).click();
      await page.getByText(t('adminPanel.withdrawals.approved')).first().waitFor();
      await row.getByText(t('adminPanel.withdrawals.status.approved')).waitFor();
      await row.getByText(reference).waitFor();
      await journey.screen(page, 'withdrawals', t('adminPanel.withdrawals.title'));
      const token = await tokenOf(admin.email, admin.password);
      const audit = (await api('GET', '/api/admin/audit-log?entityType=withdrawal&limit=20', { token })).body.entries as Body[];
      expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['withdrawals.reveal_payout', 'withdrawals.approve']));
    });

    it('refunds the buyer of a disputed order', async () => {
      await follow(nav(t('adminPanel.nav.disputes')));
      await page.getByRole('button').filter({ hasText: disputed.orderId }).first().click();
      await page.getByText(t('adminPanel.disputes.reasons.not_received')).first().waitFor();
      await page.getByRole('radio', { name: t('adminPanel.disputes.decisions.refund') }).check();
      await page.getByLabel(t('adminPanel.disputes.note')).fill(ar ? 'لم يصل الطلب.' : 'The order never arrived.');
      await journey.screen(page, 'disputes', t('adminPanel.disputes.title'));
      await page.getByRole('button', { name: t('adminPanel.disputes.confirm') }).click();
      await page.getByText(t('adminPanel.disputes.decided')).first().waitFor();
      const token = await tokenOf(admin.email, admin.password);
      expect((await api('GET', `/api/admin/orders/${disputed.id}`, { token })).body.order.status).toBe('canceled');
    });

    it('takes a reported listing down', async () => {
      const token = await tokenOf(admin.email, admin.password);
      const ad = (await api<Body[]>('GET', `/api/admin/ads?search=${encodeURIComponent(titles.approve)}`, { token })).body[0]!;
      const buyer = await tokenOf(DEMO.buyer.email, DEMO.buyer.password);
      expect(
        (await api('POST', `/api/ads/${ad.id}/report`, { token: buyer, body: { reason: 'scam', details: 'Asks for payment outside.' } }))
          .status,
      ).toBe(201);

      await follow(nav(t('adminPanel.nav.reports')));
      const reported = page.getByRole('listitem').filter({ hasText: titles.approve }).first();
      await reported.getByText(t('adminPanel.reports.reasons.scam')).waitFor();
      await journey.screen(page, 'reports', t('adminPanel.reports.title'));
      await reported.getByRole('button', { name: t('adminPanel.reports.takeDown') }).click();
      const dialog = page.getByRole('dialog', { name: t('adminPanel.reports.takeDownTitle') });
      await dialog
        .getByLabel(t('adminPanel.reports.reasonLabel'))
        .fill(ar ? 'طلب الدفع خارج المنصة' : 'Payment asked outside the platform');
      await dialog.getByRole('button', { name: t('adminPanel.reports.takeDown') }).click();
      await page.getByText(t('adminPanel.reports.takenDown')).first().waitFor();
      expect((await api('GET', `/api/ads/${ad.id}`)).status).toBe(404);
    });

    it('closes an account whose owner asked for it, and handles a contact message', async () => {
      await follow(nav(t('adminPanel.nav.deletionRequests')));
      const request = page.getByRole('article', { name: t('adminPanel.deletion.cardLabel', { name: leaving.name }) });
      await request.getByText('Moving abroad').waitFor();
      await journey.screen(page, 'deletion-requests', t('adminPanel.deletion.title'));
      await request.getByRole('button', { name: t('adminPanel.deletion.close') }).click();
      await page
        .getByRole('alertdialog', { name: t('adminPanel.deletion.closeTitle', { name: leaving.name }) })
        .getByRole('button', { name: t('adminPanel.deletion.close') })
        .click();
      await page.getByText(t('adminPanel.deletion.closed')).first().waitFor();
      await request.waitFor({ state: 'detached' });
      expect(
        (await api('POST', '/api/user/auth/login', { body: { emailOrPhone: leaving.email, password: leaving.password } })).status,
      ).toBe(401);

      await follow(nav(t('adminPanel.nav.contactMessages')));
      const message = page.getByRole('article', { name: t('adminPanel.contact.cardLabel', { name: `Visitor ${run}` }) });
      await message.getByText('Do you ship to Abha?').waitFor();
      await journey.screen(page, 'contact-messages', t('adminPanel.contact.title'));
      await message.getByRole('button', { name: t('adminPanel.contact.markHandled') }).click();
      await page.getByText(t('adminPanel.contact.markedHandled')).first().waitFor();
      await message.waitFor({ state: 'detached' });
    });

    it('reads its own actions in the audit log', async () => {
      await follow(nav(t('adminPanel.nav.auditLog')));
      await page.getByRole('searchbox', { name: t('adminPanel.audit.filter') }).fill('ads.');
      const approval = page.getByRole('listitem').filter({ hasText: admin.name }).filter({ hasText: 'ads.approve' });
      // What was done, in words of the journey's language, beside the code the filter matches.
      await approval.getByText(t('adminPanel.audit.actions.ads.approve')).first().waitFor();
      // The kind of record in the journey's language, then the record's id.
      await approval.getByText(new RegExp(`^${t('adminPanel.audit.entities.listing')} [0-9a-f]{8}$`)).waitFor();
      await journey.screen(page, 'audit-log', t('adminPanel.audit.title'));
    });

    it('changes its password in Settings', async () => {
      await journey.openFromUserMenu(page, t('nav.settings'));
      await page.waitForURL('**/admin/settings');
      const next = 'Changed#2026Admin';
      await page.getByLabel(t('adminPanel.settings.current'), { exact: true }).fill(admin.password);
      await page.getByLabel(t('adminPanel.settings.new'), { exact: true }).fill(next);
      await page.getByLabel(t('adminPanel.settings.confirm'), { exact: true }).fill(next);
      await journey.screen(page, 'settings', t('adminPanel.settings.title'));
      await page.getByRole('button', { name: t('adminPanel.settings.submit') }).click();
      await page.getByText(t('adminPanel.settings.changed')).first().waitFor();
      expect((await api('POST', '/api/user/auth/login', { body: { emailOrPhone: admin.email, password: next } })).status).toBe(200);
    });
  });
}

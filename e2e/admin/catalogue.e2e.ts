import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../support/accounts.js';
import { launchBrowser, newPage, snap } from '../support/browser.js';
import { photo, postAd } from '../support/fixtures.js';
import { type Lang, tr } from '../support/i18n.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Item = { id: string; name: string; linkedListings: number; artThumb: string };

const SCREENS: { language: Lang; width: number; height: number }[] = [
  { language: 'en', width: 1280, height: 800 },
  { language: 'ar', width: 390, height: 844 },
];

describe.each(SCREENS)('the admin catalogue ($language, $width px)', ({ language, width, height }) => {
  const l = (key: string, params?: Record<string, unknown>) => tr(language, key, params);
  // A table on a desktop, cards on a phone.
  const entry = width > 640 ? 'row' : 'listitem';

  it('creates an item with art, merges a duplicate into it and links a pending ad from the review', async () => {
    const unique = `${language}${Date.now().toString(36)}`;
    const name = `Orbit Console ${unique}`;
    const admin = await newMember({ name: `E2E Catalogue ${unique}`, role: 'admin' });
    const adminToken = await tokenOf(admin.email, admin.password);
    await api('PUT', '/api/user/preferences', { token: adminToken, body: { language } });
    const [{ body: c }, { body: p }] = [await api('GET', '/api/categories'), await api('GET', '/api/platforms')];
    const consoles = c.categories.find((x: { name: string }) => x.name === 'Consoles').id;
    const ps5 = p.platforms.find((x: { name: string }) => x.name === 'PlayStation 5').id;

    // A duplicate entered earlier, with a seller's ad linked to it.
    const duplicate = await api<{ item: Item }>('POST', '/api/admin/catalogue-items', {
      token: adminToken,
      body: { kind: 'device', name: `Orbit Konsole ${unique}`, nameAr: `أوربت ${unique}`, platformId: ps5, categoryId: consoles },
    });
    const seller = await tokenOf(DEMO.trader.email, DEMO.trader.password);
    const dupAd = await postAd(seller, { title: 'placeholder', extra: { catalogueItemId: duplicate.body.item.id } });

    const page = await newPage(browser, { width, height });
    await logIn(page, admin.email, admin.password);
    await page.waitForURL('**/admin/dashboard');
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    if (width > 1000)
      await page
        .getByRole('link', { name: l('adminPanel.nav.catalogueItems') })
        .first()
        .click();
    else await page.goto('/admin/catalogue-items');
    await page.getByRole('heading', { name: l('adminPanel.catalogueItems.title'), level: 1 }).waitFor();

    // Create: a console model with both names, terms, platform, category, brand and cover art.
    await page.getByRole('button', { name: l('adminPanel.catalogueItems.add') }).click();
    const form = page.getByRole('dialog', { name: l('adminPanel.catalogueItems.add') });
    await form.getByLabel(l('adminPanel.catalogueItems.fields.kind'), { exact: true }).selectOption('device');
    await form.getByLabel(l('adminPanel.catalogueItems.fields.name'), { exact: true }).fill(name);
    await form.getByLabel(l('adminPanel.catalogueItems.fields.nameAr'), { exact: true }).fill(`جهاز أوربت ${unique}`);
    await form.getByLabel(l('adminPanel.catalogueItems.fields.searchTerms'), { exact: true }).fill(`orbit, أوربت`);
    await form.getByLabel(l('adminPanel.catalogueItems.fields.platform'), { exact: true }).selectOption(ps5);
    await form.getByLabel(l('adminPanel.catalogueItems.fields.category'), { exact: true }).selectOption(consoles);
    await form.getByLabel(l('adminPanel.catalogueItems.fields.brand'), { exact: true }).fill('Orbit');
    await form
      .getByLabel(l('adminPanel.catalogueItems.fields.art'))
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await photo('#7c3aed') });
    await form.getByRole('img', { name: l('adminPanel.catalogueItems.artPreview') }).waitFor();
    const saved = page.waitForResponse((r) => r.url().includes('/art') && r.request().method() === 'POST');
    await form.getByRole('button', { name: l('adminPanel.common.save') }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText(l('adminPanel.catalogueItems.created')).first().waitFor();

    await page.getByRole('searchbox', { name: l('adminPanel.catalogueItems.search') }).fill(unique);
    const row = page.getByRole(entry).filter({ hasText: name });
    await row.waitFor();
    const found = await api<{ items: Item[] }>('GET', `/api/admin/catalogue-items?q=${encodeURIComponent(name)}`, { token: adminToken });
    const kept = found.body.items.find((item) => item.name === name)!;
    expect(kept.artThumb).toMatch(/^\/api\/uploads\/catalogue\//);
    await snap(page, `admin-catalogue-list-${language}`);

    // Merge the duplicate: the dialog says one listing moves.
    const dupRow = page.getByRole(entry).filter({ hasText: `Orbit Konsole ${unique}` });
    await dupRow.getByRole('button', { name: l('adminPanel.catalogueItems.mergeNamed', { name: `Orbit Konsole ${unique}` }) }).click();
    const merge = page.getByRole('dialog', { name: l('adminPanel.catalogueItems.merge.title', { name: `Orbit Konsole ${unique}` }) });
    await merge.getByRole('searchbox', { name: l('adminPanel.catalogueItems.merge.search') }).fill(name);
    // The picker shows names in the admin's language.
    const intoName = language === 'ar' ? `جهاز أوربت ${unique}` : name;
    await merge.getByRole('button', { name: new RegExp(intoName) }).click();
    await merge
      .getByText(l('adminPanel.catalogueItems.merge.confirm', { count: 1, from: `Orbit Konsole ${unique}`, into: intoName }))
      .waitFor();
    await snap(page, `admin-catalogue-merge-${language}`);
    await merge.getByRole('button', { name: l('adminPanel.catalogueItems.merge.action'), exact: true }).click();
    await page
      .getByText(l('adminPanel.catalogueItems.merge.done', { count: 1, into: intoName }))
      .first()
      .waitFor();
    await expect.poll(() => dupRow.count()).toBe(0);
    const moved = await api('GET', `/api/ads/${dupAd}`, { token: adminToken });
    expect(moved.body).toMatchObject({ catalogueItemId: kept.id, title: name });

    // A pending ad whose title names the item: the review suggests it, one tap links it.
    const title = `${name} sealed box`;
    const pending = await postAd(seller, { title });
    await page.goto('/admin/manage-ads');
    await page.getByRole('searchbox', { name: l('adminPanel.ads.search') }).fill(title);
    await page.getByRole('button', { name: l('adminPanel.ads.details', { title }) }).click();
    const review = page.getByRole('region', { name: l('adminPanel.ads.catalogue.title') });
    await review.getByText(l('adminPanel.ads.catalogue.suggested')).waitFor();
    expect((await api('GET', `/api/ads/${pending}`, { token: adminToken })).body.catalogueItemId).toBeNull();
    await snap(page, `admin-review-suggestion-${language}`);
    await review.getByRole('button', { name: l('adminPanel.ads.catalogue.linkNamed', { name: intoName }) }).click();
    await page
      .getByText(l('adminPanel.ads.catalogue.linkedTo', { name: intoName }))
      .first()
      .waitFor();
    // The ad now carries the item's name (so it leaves a search by its old title) and is linked to it.
    expect((await api('GET', `/api/ads/${pending}`, { token: adminToken })).body).toMatchObject({ catalogueItemId: kept.id, title: name });
    await page.getByRole('searchbox', { name: l('adminPanel.ads.search') }).fill(name);
    // Still open under its new title: the review now offers to unlink or change the item.
    await review
      .getByRole('button', { name: l('adminPanel.ads.catalogue.unlink') })
      .first()
      .waitFor();
    await snap(page, `admin-review-linked-${language}`);
    await page.context().close();
  }, 120_000);
});

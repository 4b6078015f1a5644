import { describe, expect, it } from 'vitest';
import { newUser } from '../support/accounts.js';
import { ARABIC_PHONE, snap, useBrowser } from '../support/browser.js';
import { postAd } from '../support/fixtures.js';
import { LANGUAGES, translator } from '../support/i18n.js';
import { chooseLanguage, waitForBellNotice } from '../support/journey.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

const openPage = useBrowser();

describe.each(LANGUAGES)('saved searches, in %s', (language) => {
  const t = translator(language);

  it('saves a search from Home, and a matching listing approved by the admin reaches the saver’s bell', async () => {
    const saver = await newUser({ name: `Saver ${language}` });
    const word = `zorblax${Date.now().toString(36)}`;
    // In Arabic, the platform by its Arabic name (a synonym of PlayStation 5) and a word of the title.
    const search = language === 'ar' ? `بلايستيشن ${word}` : word;

    const page = await openPage(language === 'ar' ? ARABIC_PHONE : {});
    await logIn(page, saver.email, saver.password, language);
    await page.waitForURL('**/home');
    if ((await page.evaluate(() => document.documentElement.lang)) !== language) await chooseLanguage(page, language);
    await page.goto(`/home?search=${encodeURIComponent(search)}`);
    await page.getByRole('button', { name: t('savedSearches.save'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('savedSearches.dialogTitle') });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: t('savedSearches.name') }).inputValue()).toBe(search);
    await snap(page, `save-search-dialog-${language}`);
    await dialog.getByRole('button', { name: t('savedSearches.confirm'), exact: true }).click();
    await page.getByText(t('savedSearches.saved')).waitFor();

    await page.goto('/saved-searches');
    await page.getByRole('heading', { level: 1, name: t('savedSearches.title') }).waitFor();
    await page.getByRole('heading', { level: 2, name: search }).waitFor();
    await snap(page, `saved-searches-${language}`);

    // Someone lists a matching item; the admin approves it.
    const seller = await newUser({ name: `Lister ${language}` });
    const sellerToken = await tokenOf(seller.email, seller.password);
    const title = `PS5 ${word} bundle`;
    const productId = await postAd(sellerToken, { title });
    const admin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
    expect((await api('POST', `/api/admin/ads/${productId}/approve`, { token: admin })).status).toBe(200);

    // The alert is in the saver's bell, worded in their language and opening the listing.
    const alertTitle = t('bell.events.saved_search_match.title', { name: search });
    await waitForBellNotice(page, language, alertTitle);
    await snap(page, `saved-search-alert-${language}`);
    await page.getByText(alertTitle).first().click();
    await page.waitForURL(`**/product/${productId}`);
    await page.context().close();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadDictionaries } from './i18n';

afterEach(() => changeLanguage('en'));

describe('numbers in translated texts', () => {
  it('writes quantities in Arabic-Indic digits in Arabic', async () => {
    await changeLanguage('ar');
    expect(i18n.t('common.signedOutIdle', { count: 5 })).toBe('تم تسجيل خروجك بعد ٥ دقائق دون نشاط.');
    expect(i18n.t('common.signedOutIdle', { count: 15 })).toBe('تم تسجيل خروجك بعد ١٥ دقيقة دون نشاط.');
    expect(i18n.t('digitBoxes.digit', { n: 3 })).toBe('الخانة ٣');
  });

  it('groups large quantities in both languages', async () => {
    expect(i18n.t('common.signedOutIdle', { count: 1200 })).toBe('You were signed out after 1,200 minutes without activity.');
    await changeLanguage('ar');
    expect(i18n.t('common.signedOutIdle', { count: 1200 })).toBe('تم تسجيل خروجك بعد ١٬٢٠٠ دقيقة دون نشاط.');
  });

  it('keeps Western digits in English', () => {
    expect(i18n.t('common.signedOutIdle', { count: 5 })).toBe('You were signed out after 5 minutes without activity.');
  });

  it('leaves numbers that are not quantities (years, ids) as they are', async () => {
    await loadDictionaries(['public']);
    await changeLanguage('ar');
    expect(i18n.t('footer.copyright', { year: 2026 })).toBe('© 2026 GameSouq. جميع الحقوق محفوظة.');
  });
});

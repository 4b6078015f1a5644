import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadDictionaries } from './i18n';
import { createTranslator } from './translator';

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

describe('the translator', () => {
  const english = {
    cart: { items_zero: 'Your cart is empty', items_one: '{{count}} item', items_other: '{{count}} items', title: 'Cart' },
    about: { mission: ['We sell games.', 'We ship fast.'] },
    order: { placed: 'Order {{number}} placed by {{buyer.name}} on {{date}}' },
  };
  const arabic = {
    cart: {
      items_zero: 'سلتك فارغة',
      items_one: 'منتج واحد',
      items_two: 'منتجان',
      items_few: '{{count}} منتجات',
      items_many: '{{count}} منتجًا',
      items_other: '{{count}} منتج',
    },
  };
  const translatorIn = (language: string, onMissing?: (key: string) => void) => {
    const translator = createTranslator(language, onMissing);
    translator.add('en', english);
    translator.add('ar', arabic);
    return translator;
  };

  it("picks the plural form by the language's rules, and the zero form for a count of 0 in English too", () => {
    const { t } = translatorIn('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => t('cart.items', { count }))).toEqual([
      'سلتك فارغة',
      'منتج واحد',
      'منتجان',
      '٣ منتجات',
      '١١ منتجًا',
      '١٠٠ منتج',
    ]);
    expect([0, 1, 1500].map((count) => translatorIn('en').t('cart.items', { count }))).toEqual([
      'Your cart is empty',
      '1 item',
      '1,500 items',
    ]);
  });

  it('takes a text Arabic lacks from English, and tells of a key no language has', () => {
    const missing: string[] = [];
    const translator = translatorIn('ar', (key) => missing.push(key));
    expect(translator.t('cart.title')).toBe('Cart');
    expect(translator.exists('cart.title')).toBe(true);
    expect(translator.exists('cart.total')).toBe(false);
    expect(translator.t('cart.total')).toBe('cart.total');
    expect(translator.t('cart.note', { defaultValue: 'No note for {{name}}', name: 'Sara' })).toBe('No note for Sara');
    expect(missing).toEqual(['cart.total']);
  });

  it('fills slots by path, leaves a slot with no value as written, and gives lists whole when asked', () => {
    const { t } = translatorIn('en');
    expect(t('order.placed', { number: 1042, buyer: { name: 'Sara' } })).toBe('Order 1042 placed by Sara on {{date}}');
    expect(t('about.mission', { returnObjects: true })).toEqual(['We sell games.', 'We ship fast.']);
  });

  it('changes language with a new t and tells its listeners', () => {
    const translator = translatorIn('en');
    const before = translator.t;
    const heard: string[] = [];
    translator.subscribe(() => heard.push(translator.language));
    translator.changeLanguage('ar');
    expect(translator.t).not.toBe(before);
    expect(translator.t('cart.items', { count: 2 })).toBe('منتجان');
    expect(translator.dir()).toBe('rtl');
    expect(heard).toEqual(['ar']);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

function writeCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the page itself writes its cookie so (lib/i18n.ts), and so does this visitor.
  document.cookie = value;
}

/** The page as a new visitor opens it: i18n starts from the cookie and the device, as in lib/i18n.ts at load. */
async function openPage({ cookie = '', languages }: { cookie?: string; languages: string[] }) {
  vi.resetModules();
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]?.trim()))
    if (name) writeCookie(`${name}=; max-age=0; path=/`);
  if (cookie) writeCookie(`${cookie}; path=/`);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  const { i18nReady } = await import('./i18n');
  await i18nReady;
  return [document.documentElement.lang, document.documentElement.dir];
}

afterEach(() => vi.restoreAllMocks());

describe('the first language', () => {
  it("follows the device's languages, the first one the app speaks", async () => {
    expect(await openPage({ languages: ['ar-SA', 'en-US'] })).toEqual(['ar', 'rtl']);
    expect(await openPage({ languages: ['fr-FR', 'ar'] })).toEqual(['ar', 'rtl']);
    expect(await openPage({ languages: ['en-GB', 'ar-SA'] })).toEqual(['en', 'ltr']);
    expect(await openPage({ languages: ['fr-FR'] })).toEqual(['en', 'ltr']);
  });

  it("follows the visitor's choice (the cookie) over the device", async () => {
    expect(await openPage({ cookie: 'lang=en', languages: ['ar-SA'] })).toEqual(['en', 'ltr']);
    expect(await openPage({ cookie: 'lang=ar', languages: ['en-US'] })).toEqual(['ar', 'rtl']);
  });

  it('keeps a choice in the cookie, where the server reads it for the next page', async () => {
    await openPage({ languages: ['ar-SA'] });
    // The device's own language is not pinned.
    expect(document.cookie).not.toContain('lang=');
    const { rememberLanguage } = await import('./i18n');
    rememberLanguage('en');
    expect(document.cookie).toContain('lang=en');
  });
});

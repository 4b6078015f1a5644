import { escapeHtml } from './escape-html.js';

export type PageLanguage = 'ar' | 'en';

const OTHER_LANGUAGE = {
  ar: { code: 'en', name: 'English' },
  en: { code: 'ar', name: 'العربية' },
} as const;

/** The card on a grey page, the sandbox banner and the header; each page adds the style of its own content. */
const BASE_STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:420px;margin:24px auto;padding:0 16px}.card{background:#fff;border-radius:14px;box-shadow:0 4px 18px #0001;padding:20px}
.banner{background:#fef3c7;color:#92400e;border-radius:8px;padding:8px 12px;font-size:14px;margin-bottom:16px}
header{display:flex;justify-content:space-between;align-items:center;margin-bottom:12px}h1{font-size:20px;margin:0}
a{color:#2563eb}`;

type StandalonePage = {
  language: PageLanguage;
  title: string;
  heading: string;
  /** Trusted HTML of the card below the header. */
  body: string;
  /** A sandbox's note that nothing real happens here, above the header. */
  banner?: string;
  /** The style of the page's own content. */
  style?: string;
  /** Trusted HTML for the head (the page's script). */
  head?: string;
};

/**
 * A page the server renders outside the web app, where a provider's own page or app would be (the payment gateway,
 * the identity sandbox): one card, in Arabic or English, with a link to the other language.
 */
export function renderStandalonePage({ language, title, heading, body, banner, style = '', head = '' }: StandalonePage) {
  const other = OTHER_LANGUAGE[language];
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${BASE_STYLE}${style}</style>${head}</head>
<body><main><div class="card">
${banner ? `<div class="banner" role="note">${escapeHtml(banner)}</div>` : ''}
<header><h1>${escapeHtml(heading)}</h1><a href="?lang=${other.code}" lang="${other.code}">${escapeHtml(other.name)}</a></header>
${body}
</div></main></body></html>`;
}

import { escapeHtml } from '../../lib/escape-html.js';
import type { Language } from '../../lib/request-language.js';
import type { PageHead } from './describe-page.js';
import { pageTexts } from './page-texts.js';

/** JSON inside <script>: `<` escaped so that no text of a listing can close the script element. */
const scriptJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The tags of a page's head, after its <title>; every text escaped. */
export function headTags(head: PageHead, language: Language): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:site_name" content="${escapeHtml(pageTexts(language).siteName)}">`,
    `<meta property="og:locale" content="${language === 'ar' ? 'ar_SA' : 'en_US'}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
  ];
  if (!head.isIndexable) tags.push('<meta name="robots" content="noindex">');
  if (head.urls) {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(head.urls.canonical)}">`,
      `<link rel="alternate" hreflang="en" href="${escapeHtml(head.urls.en)}">`,
      `<link rel="alternate" hreflang="ar" href="${escapeHtml(head.urls.ar)}">`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.urls.neutral)}">`,
      `<meta property="og:url" content="${escapeHtml(head.urls.canonical)}">`,
    );
  }
  for (const [property, content] of Object.entries(head.openGraph)) {
    const attribute = property.startsWith('twitter:') ? 'name' : 'property';
    tags.push(`<meta ${attribute}="${property}" content="${escapeHtml(content)}">`);
  }
  for (const data of head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('');
}

export const titleTag = (title: string) => `<title>${escapeHtml(title)}</title>`;

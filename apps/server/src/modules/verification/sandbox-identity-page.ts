import { escapeHtml } from '../../lib/escape-html.js';
import { type PageLanguage, renderStandalonePage } from '../../lib/standalone-page.js';
import type { SandboxIdentityRequest } from './sandbox-identity.js';

const TEXTS = {
  en: {
    title: 'Nafath (sandbox)',
    banner: 'Sandbox: this page stands in for the Nafath app. No real identity is checked.',
    ask: 'GameSouq asks to verify your identity. Pick the number shown on GameSouq.',
    id: 'ID ending in',
    approved: 'You approved the request. Go back to GameSouq.',
    rejected: 'The request was rejected. Go back to GameSouq to try again.',
    expired: 'This request has expired. Go back to GameSouq to try again.',
  },
  ar: {
    title: 'نفاذ (تجريبي)',
    banner: 'بيئة تجريبية: هذه الصفحة تقوم مقام تطبيق نفاذ. لا يُتحقق من أي هوية حقيقية.',
    ask: 'يطلب GameSouq التحقق من هويتك. اختر الرقم الظاهر في GameSouq.',
    id: 'الهوية المنتهية بـ',
    approved: 'وافقت على الطلب. ارجع إلى GameSouq.',
    rejected: 'رُفض الطلب. ارجع إلى GameSouq لتحاول مرة أخرى.',
    expired: 'انتهت صلاحية هذا الطلب. ارجع إلى GameSouq لتحاول مرة أخرى.',
  },
} as const;

const STYLE = `
.choices{display:flex;gap:12px;margin-top:16px}.choices button{flex:1;font-size:28px;font-weight:700;padding:18px 0;border:2px solid #0f766e;
border-radius:14px;background:#f0fdfa;color:#0f766e;cursor:pointer}.hint{color:#4b5563;font-size:14px}.done{font-weight:600}`;

/** The sandbox's stand-in for the Nafath app: three numbers, one of them the number GameSouq shows (server-rendered, no scripts). */
export function renderSandboxIdentityPage(request: SandboxIdentityRequest, language: PageLanguage) {
  const t = TEXTS[language];
  const status = request.outcome.status;
  const body =
    status === 'pending'
      ? `<p>${escapeHtml(t.ask)}</p><p class="hint">${escapeHtml(t.id)} <bdi dir="ltr">${escapeHtml(request.nationalId.slice(-4))}</bdi></p>
<form method="post" class="choices">${request.choices
          .map((n) => `<button type="submit" name="number" value="${escapeHtml(n)}">${escapeHtml(n)}</button>`)
          .join('')}</form>`
      : `<p class="done" role="status">${escapeHtml(t[status])}</p>`;
  return renderStandalonePage({ language, title: t.title, heading: t.title, banner: t.banner, style: STYLE, body });
}

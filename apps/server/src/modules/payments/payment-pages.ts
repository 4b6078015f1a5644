import { halalasToSar } from '@gamesouq/core';
import { escapeHtml } from '../../lib/escape-html.js';
import { type PageLanguage as Language, renderStandalonePage } from '../../lib/standalone-page.js';
import type { SandboxPayment } from './sandbox-gateway.js';

const TEXTS = {
  en: {
    title: 'GameSouq test payment',
    banner: 'Sandbox gateway: no real money moves.',
    merchant: 'GameSouq',
    amount: 'Amount',
    cardNumber: 'Card number',
    cardHolder: 'Name on card',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    cancel: 'Cancel payment',
    testCards: 'Test cards: 4201 3201 1111 1010 (mada) or 4111 1111 1111 1111 succeed; 4000 0000 0000 0002 is declined.',
    threeDSecure: '3-D Secure verification',
    codeSent: 'Your bank sent a one-time code. For this test it is:',
    code: 'One-time code',
    confirm: 'Confirm',
    wrongCode: 'That code is not right. Please try again.',
    stcPhone: 'STC Pay mobile number',
    stcPhoneHint: '05XXXXXXXX',
    stcSend: 'Send code',
    stcCodeSent: 'STC Pay sent a code to your phone. For this test it is:',
    applePay: 'Pay with Apple Pay',
    applePayConfirm: 'Confirm with Face ID',
    ended: 'This payment has ended.',
    back: 'Back to GameSouq',
    invalidCard: 'Please check the card details.',
    invalidPhone: 'Please enter a Saudi mobile number starting with 05.',
    secureNote: 'Your card details go straight to Moyasar, our payment gateway; GameSouq never sees them.',
    stcOtp: 'STC Pay code',
    stcOtpHint: 'Enter the code STC Pay sent to your phone.',
    applePayNeedsSafari:
      'Apple Pay works in Safari on an iPhone, iPad or Mac with a card in Wallet. Go back and choose another way to pay.',
    applePayFailed: 'Apple Pay could not complete the payment. Please try again.',
  },
  ar: {
    title: 'دفعة تجريبية في GameSouq',
    banner: 'بوابة الاختبار: لا تُنقل أي أموال حقيقية.',
    merchant: 'GameSouq',
    amount: 'المبلغ',
    cardNumber: 'رقم البطاقة',
    cardHolder: 'الاسم على البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز التحقق',
    pay: 'ادفع',
    cancel: 'إلغاء الدفع',
    testCards: 'بطاقات الاختبار: 4201 3201 1111 1010 (مدى) أو 4111 1111 1111 1111 تنجح؛ و4000 0000 0000 0002 تُرفض.',
    // Isolated, so that the Latin name keeps its order inside the right-to-left heading.
    threeDSecure: 'التحقق الآمن \u20663-D Secure\u2069',
    codeSent: 'أرسل مصرفك رمزًا لمرة واحدة. في هذا الاختبار الرمز هو:',
    code: 'الرمز لمرة واحدة',
    confirm: 'تأكيد',
    wrongCode: 'الرمز غير صحيح. حاول مرة أخرى.',
    stcPhone: 'رقم جوال STC Pay',
    stcPhoneHint: '05XXXXXXXX',
    stcSend: 'أرسل الرمز',
    stcCodeSent: 'أرسلت STC Pay رمزًا إلى جوالك. في هذا الاختبار الرمز هو:',
    applePay: 'الدفع عبر Apple Pay',
    applePayConfirm: 'التأكيد عبر Face ID',
    ended: 'انتهت هذه الدفعة.',
    back: 'العودة إلى GameSouq',
    invalidCard: 'يرجى التحقق من بيانات البطاقة.',
    invalidPhone: 'يرجى إدخال رقم جوال سعودي يبدأ بـ 05.',
    secureNote: 'تذهب بيانات بطاقتك مباشرة إلى ميسر، بوابة الدفع لدينا؛ ولا يراها GameSouq أبدًا.',
    stcOtp: 'رمز STC Pay',
    stcOtpHint: 'أدخل الرمز الذي أرسلته STC Pay إلى جوالك.',
    applePayNeedsSafari: 'يعمل Apple Pay في متصفح Safari على iPhone أو iPad أو Mac مع بطاقة مضافة في المحفظة. ارجع واختر طريقة دفع أخرى.',
    applePayFailed: 'تعذّر إتمام الدفع عبر Apple Pay. حاول مرة أخرى.',
  },
} as const;

const STYLE = `
.amount{font-size:28px;font-weight:700;margin:8px 0 16px}label{display:block;font-size:14px;margin:12px 0 4px}
input{width:100%;font-size:17px;padding:10px 12px;border:1px solid #d1d5db;border-radius:8px}input:focus{outline:2px solid #2563eb}
.row{display:flex;gap:12px}.row>div{flex:1}button{width:100%;font-size:17px;padding:12px;border:0;border-radius:10px;margin-top:16px;cursor:pointer}
.primary{background:#16a34a;color:#fff}.secondary{background:#e5e7eb;color:#111827}.apple{background:#000;color:#fff}
.error{color:#b91c1c;font-weight:600}.hint{color:#4b5563;font-size:13px}.code{font-size:26px;letter-spacing:6px;font-weight:700;text-align:center;background:#eff6ff;border-radius:8px;padding:8px}`;

type Shown = { amountHalalas: number; description: string };

function page(language: Language, payment: Shown, heading: string, body: string, { isSandbox = true, head = '' } = {}) {
  const t = TEXTS[language];
  const amount = `${halalasToSar(payment.amountHalalas).toFixed(2)} ${language === 'ar' ? 'ر.س' : 'SAR'}`;
  return renderStandalonePage({
    language,
    title: t.title,
    heading,
    banner: isSandbox ? t.banner : undefined,
    style: STYLE,
    head,
    body: `<p>${escapeHtml(t.merchant)} · ${escapeHtml(payment.description)}</p>
<div class="amount" aria-label="${escapeHtml(t.amount)}">${escapeHtml(amount)}</div>
${body}`,
  });
}

const cardInputs = (t: (typeof TEXTS)[Language]) => `
<label for="number">${escapeHtml(t.cardNumber)}</label><input id="number" name="number" inputmode="numeric" dir="ltr" autocomplete="cc-number" required autofocus>
<label for="name">${escapeHtml(t.cardHolder)}</label><input id="name" name="name" autocomplete="cc-name" required>
<div class="row"><div><label for="expiry">${escapeHtml(t.expiry)}</label><input id="expiry" name="expiry" dir="ltr" placeholder="MM/YY" autocomplete="cc-exp" required></div>
<div><label for="cvc">${escapeHtml(t.cvc)}</label><input id="cvc" name="cvc" inputmode="numeric" dir="ltr" autocomplete="cc-csc" maxlength="4" required></div></div>
<button class="primary" type="submit">${escapeHtml(t.pay)}</button>`;

const error = (message?: string) => (message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '');
const cancelForm = (id: string, language: Language) =>
  `<form method="post" action="/pay/sandbox/${id}/cancel?lang=${language}"><button class="secondary" type="submit">${escapeHtml(TEXTS[language].cancel)}</button></form>`;

/** The gateway's page for a payment: the form its method needs, or its code step, or that it has ended. */
export function renderSandboxPage(payment: SandboxPayment, language: Language, { problem }: { problem?: 'card' | 'phone' | 'code' } = {}) {
  const t = TEXTS[language];
  const id = payment.id;
  if (payment.status !== 'initiated') {
    return page(
      language,
      payment,
      t.ended,
      `<p>${escapeHtml(payment.message ?? '')}</p><a href="${escapeHtml(payment.callbackUrl)}">${escapeHtml(t.back)}</a>`,
    );
  }
  if (payment.pendingCode) {
    const isStc = payment.method === 'stcpay';
    return page(
      language,
      payment,
      isStc ? 'STC Pay' : t.threeDSecure,
      `${error(problem === 'code' ? t.wrongCode : undefined)}
<p>${escapeHtml(isStc ? t.stcCodeSent : t.codeSent)}</p><p class="code" data-testid="sandbox-code">${escapeHtml(payment.pendingCode)}</p>
<form method="post" action="/pay/sandbox/${id}/code?lang=${language}">
<label for="code">${escapeHtml(t.code)}</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required autofocus>
<button class="primary" type="submit">${escapeHtml(t.confirm)}</button></form>${cancelForm(id, language)}`,
    );
  }
  if (payment.method === 'applepay') {
    return page(
      language,
      payment,
      t.applePay,
      `<form method="post" action="/pay/sandbox/${id}/applepay?lang=${language}"><button class="apple" type="submit">${escapeHtml(t.applePayConfirm)}</button></form>${cancelForm(id, language)}`,
    );
  }
  if (payment.method === 'stcpay') {
    return page(
      language,
      payment,
      'STC Pay',
      `${error(problem === 'phone' ? t.invalidPhone : undefined)}
<form method="post" action="/pay/sandbox/${id}/phone?lang=${language}">
<label for="mobile">${escapeHtml(t.stcPhone)}</label><input id="mobile" name="mobile" type="tel" inputmode="tel" dir="ltr" placeholder="${t.stcPhoneHint}" autocomplete="tel" required autofocus>
<button class="primary" type="submit">${escapeHtml(t.stcSend)}</button></form>${cancelForm(id, language)}`,
    );
  }
  return page(
    language,
    payment,
    payment.method === 'mada' ? 'mada' : 'Visa / Mastercard',
    `${error(problem === 'card' ? t.invalidCard : undefined)}
<form method="post" action="/pay/sandbox/${id}/card?lang=${language}" autocomplete="off">${cardInputs(t)}</form>
<p class="hint">${escapeHtml(t.testCards)}</p>${cancelForm(id, language)}`,
  );
}

export type MoyasarPage = {
  paymentId: string;
  amountHalalas: number;
  currency: string;
  description: string;
  method: 'mada' | 'creditcard' | 'stcpay' | 'applepay';
  status: string;
  callbackUrl: string;
  apiUrl: string;
  publishableKey: string;
  /** The merchant name on the Apple Pay sheet; null when Apple Pay is not configured. */
  applePayLabel: string | null;
};

/**
 * Our page in front of Moyasar: for cards, a form whose script (/pay/moyasar/form.js) sends the card to Moyasar's API
 * with the publishable key and follows its 3-D Secure `transaction_url` (no card field is ever posted here); for Apple
 * Pay (when configured), the Apple Pay button, whose script (/pay/moyasar/applepay.js) has us validate the merchant and
 * sends the sheet's token to Moyasar; for STC Pay, the mobile number and then the code, which this server passes on.
 */
export function renderMoyasarPage(payment: MoyasarPage, language: Language, { step, problem }: { step?: 'otp'; problem?: 'phone' } = {}) {
  const t = TEXTS[language];
  const id = payment.paymentId;
  const options = { isSandbox: false };
  if (payment.status !== 'initiated') {
    return page(language, payment, t.ended, `<a href="${escapeHtml(payment.callbackUrl)}">${escapeHtml(t.back)}</a>`, options);
  }
  if (payment.method === 'stcpay') {
    const body =
      step === 'otp'
        ? `<form method="post" action="/pay/moyasar/${id}/stcpay-otp?lang=${language}"><p>${escapeHtml(t.stcOtpHint)}</p>
<label for="otp">${escapeHtml(t.stcOtp)}</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required autofocus>
<button class="primary" type="submit">${escapeHtml(t.confirm)}</button></form>`
        : `${error(problem === 'phone' ? t.invalidPhone : undefined)}<form method="post" action="/pay/moyasar/${id}/stcpay?lang=${language}">
<label for="mobile">${escapeHtml(t.stcPhone)}</label><input id="mobile" name="mobile" type="tel" inputmode="tel" dir="ltr" placeholder="${t.stcPhoneHint}" autocomplete="tel" required autofocus>
<button class="primary" type="submit">${escapeHtml(t.stcSend)}</button></form>`;
    return page(language, payment, 'STC Pay', body, options);
  }
  if (payment.method === 'applepay') return applePayPage(payment, language);
  const data = {
    'api-url': payment.apiUrl,
    'publishable-key': payment.publishableKey,
    'payment-id': id,
    amount: String(payment.amountHalalas),
    currency: payment.currency,
    description: payment.description,
    'callback-url': payment.callbackUrl,
    'invalid-card': t.invalidCard,
  };
  return page(
    language,
    payment,
    payment.method === 'mada' ? 'mada' : 'Visa / Mastercard',
    `<p class="error" role="alert" id="problem" hidden></p>
<form id="moyasar-card" ${dataAttributes(data)} autocomplete="off">${cardInputs(t)}</form><p class="hint">${escapeHtml(t.secureNote)}</p>`,
    { ...options, head: '<script src="/pay/moyasar/form.js" defer></script>' },
  );
}

const dataAttributes = (data: Record<string, string>) =>
  Object.entries(data)
    .map(([name, value]) => `data-${name}="${escapeHtml(value)}"`)
    .join(' ');

/**
 * Apple Pay on the Moyasar page: Apple's button (drawn by Safari's own `-apple-pay-button` style, no script of Apple's
 * to load), shown only where Apple Pay can pay; elsewhere a note to choose another method. Without a configured label
 * there is no Apple Pay (the provider refuses to create such a payment), and the page says so.
 */
function applePayPage(payment: MoyasarPage, language: Language) {
  const t = TEXTS[language];
  const id = payment.paymentId;
  const options = { isSandbox: false };
  if (!payment.applePayLabel)
    return page(language, payment, 'Apple Pay', `<p class="hint">${escapeHtml(t.applePayNeedsSafari)}</p>`, options);
  const data = {
    'api-url': payment.apiUrl,
    'publishable-key': payment.publishableKey,
    'payment-id': id,
    amount: String(payment.amountHalalas),
    'amount-sar': halalasToSar(payment.amountHalalas).toFixed(2),
    currency: payment.currency,
    description: payment.description,
    'callback-url': payment.callbackUrl,
    label: payment.applePayLabel,
    'validate-merchant-url': `/pay/moyasar/${id}/applepay-session`,
    failed: t.applePayFailed,
  };
  return page(
    language,
    payment,
    'Apple Pay',
    `<p class="error" role="alert" id="problem" hidden></p>
<div id="apple-pay" ${dataAttributes(data)}><button type="button" lang="${language}" aria-label="${escapeHtml(t.applePay)}" hidden style="-webkit-appearance:-apple-pay-button;-apple-pay-button-type:pay;-apple-pay-button-style:black;display:block;width:100%;height:48px"></button>
<p class="hint" id="no-apple-pay" hidden>${escapeHtml(t.applePayNeedsSafari)}</p></div>`,
    { ...options, head: '<script src="/pay/moyasar/applepay.js" defer></script>' },
  );
}

/**
 * The Apple Pay button's script (Apple Pay JS, version 3): the sheet shows the label and amount; Apple's merchant
 * validation goes through our session route (Moyasar's web merchant registration); the authorized payment's token goes
 * to Moyasar's create-payment API with the publishable key under our id (`given_id`), and the browser then returns to
 * our callback, which verifies the payment with Moyasar before anything is credited.
 */
export const APPLE_PAY_SCRIPT = `document.addEventListener('DOMContentLoaded', function () {
  var box = document.getElementById('apple-pay'), d = box.dataset, button = box.querySelector('button');
  var problem = document.getElementById('problem');
  var fail = function () { problem.textContent = d.failed; problem.hidden = false; };
  if (!window.ApplePaySession || !window.ApplePaySession.canMakePayments()) {
    document.getElementById('no-apple-pay').hidden = false;
    return;
  }
  button.hidden = false;
  button.addEventListener('click', function () {
    problem.hidden = true;
    var session = new ApplePaySession(3, {
      countryCode: 'SA', currencyCode: d.currency, supportedNetworks: ['mada', 'visa', 'masterCard'],
      merchantCapabilities: ['supports3DS', 'supportsDebit', 'supportsCredit'],
      total: { label: d.label, amount: d.amountSar }
    });
    session.onvalidatemerchant = function (event) {
      fetch(d.validateMerchantUrl, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ validationUrl: event.validationURL })
      }).then(function (response) { if (!response.ok) throw new Error('validation'); return response.json(); })
        .then(function (merchantSession) { session.completeMerchantValidation(merchantSession); })
        .catch(function () { session.abort(); fail(); });
    };
    session.onpaymentauthorized = function (event) {
      fetch(d.apiUrl + '/v1/payments', {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          publishable_api_key: d.publishableKey, given_id: d.paymentId, amount: Number(d.amount), currency: d.currency,
          description: d.description, callback_url: d.callbackUrl, metadata: { payment_id: d.paymentId },
          source: { type: 'applepay', token: event.payment.token }
        })
      }).then(function (response) { return response.json().then(function (body) { return { ok: response.ok, body: body }; }); })
        .then(function (result) {
          var isPaid = result.ok && result.body.status === 'paid';
          session.completePayment(isPaid ? ApplePaySession.STATUS_SUCCESS : ApplePaySession.STATUS_FAILURE);
          if (!result.ok) { fail(); return; }
          window.location.assign(d.callbackUrl + '?id=' + encodeURIComponent(result.body.id));
        })
        .catch(function () { session.completePayment(ApplePaySession.STATUS_FAILURE); fail(); });
    };
    session.oncancel = function () {};
    session.begin();
  });
});
`;

/**
 * The card page's script: the card goes from the browser to Moyasar's create-payment API (publishable key, our id as
 * `given_id`), then the browser follows the 3-D Secure page, which returns it to our callback.
 */
export const MOYASAR_FORM_SCRIPT = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('moyasar-card');
  var problem = document.getElementById('problem');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var d = form.dataset, f = new FormData(form), expiry = String(f.get('expiry') || '').split('/');
    var button = form.querySelector('button');
    button.disabled = true;
    fetch(d.apiUrl + '/v1/payments', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        publishable_api_key: d.publishableKey, given_id: d.paymentId, amount: Number(d.amount), currency: d.currency,
        description: d.description, callback_url: d.callbackUrl, metadata: { payment_id: d.paymentId },
        source: { type: 'creditcard', name: f.get('name'), number: String(f.get('number') || '').replace(/\\D/g, ''),
          month: Number(expiry[0]), year: Number(expiry[1]), cvc: f.get('cvc') }
      })
    }).then(function (response) { return response.json().then(function (body) { return { ok: response.ok, body: body }; }); })
      .then(function (result) {
        var url = result.body && result.body.source && result.body.source.transaction_url;
        if (result.ok && url) { window.location.assign(url); return; }
        if (result.ok) { window.location.assign(d.callbackUrl + '?id=' + encodeURIComponent(result.body.id)); return; }
        problem.textContent = d.invalidCard; problem.hidden = false; button.disabled = false;
      })
      .catch(function () { problem.textContent = d.invalidCard; problem.hidden = false; button.disabled = false; });
  });
});
`;

import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { isAppleValidationUrl } from './apple-pay-session.js';
import { APPLE_PAY_SCRIPT, MOYASAR_FORM_SCRIPT, renderMoyasarPage } from './payment-pages.js';
import { paymentSetupOf } from './payment-setup.js';
import { paymentById } from './payment-views.js';
import { GatewayUnavailableError } from './provider.js';
import type { PaymentRow } from './tables.js';

const ZParams = z.object({ id: z.string().min(1).max(64) });
const ZQuery = z.object({ lang: z.enum(['ar', 'en']).optional(), step: z.enum(['otp']).optional() });
const ZPhoneForm = z.object({
  mobile: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^05\d{8}$/)),
});
const ZOtpForm = z.object({ otp: z.string().regex(/^\d{4,8}$/) });
const ZAnyForm = z.record(z.string(), z.string()).optional();
const ZApplePayValidation = z.object({
  validationUrl: z.string().max(500).refine(isAppleValidationUrl, 'Not an Apple Pay validation URL'),
});
/** Apple's merchant session, opaque to us: passed to the page as Moyasar answered it. */
const ZApplePaySession = z.record(z.string(), z.unknown());

/** Our pages in front of Moyasar (/pay/moyasar/:id): the card form (sent to Moyasar by the browser) and STC Pay. */
export const moyasarPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moyasar, publicUrl } = paymentSetupOf(app.db);
  if (!moyasar) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const schema = { hide: true, params: ZParams, querystring: ZQuery };
  const callbackOf = (payment: PaymentRow) => `${publicUrl}/api/payments/${payment.id}/callback`;
  const load = async (id: string) => {
    const payment = await paymentById(app.db, id);
    if (payment?.provider !== 'moyasar') throw new AppError('NOT_FOUND', 'errors.paymentNotFound');
    return payment;
  };
  const show = (reply: FastifyReply, payment: PaymentRow, query: z.output<typeof ZQuery>, problem?: 'phone') => {
    const html = renderMoyasarPage(
      { ...payment, paymentId: payment.id, callbackUrl: callbackOf(payment), ...moyasar.formSettings },
      query.lang ?? payment.language,
      { step: query.step, problem },
    );
    // The scripts may talk to Moyasar's API and, for Apple Pay's merchant validation, to us; nothing else leaves the page.
    return reply
      .code(problem ? 400 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'self'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self' ${new URL(moyasar.formSettings.apiUrl).origin}; form-action 'self'; frame-ancestors 'none'`,
      )
      .send(html);
  };
  const backToUs = (reply: FastifyReply, payment: PaymentRow, status: string) =>
    reply.redirect(`${callbackOf(payment)}?${new URLSearchParams({ id: payment.id, status })}`, 303);

  app.get('/pay/moyasar/form.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(MOYASAR_FORM_SCRIPT),
  );

  app.get('/pay/moyasar/applepay.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(APPLE_PAY_SCRIPT),
  );

  app.get('/pay/moyasar/:id', { schema }, async (request, reply) => show(reply, await load(request.params.id), request.query));

  app.post('/pay/moyasar/:id/stcpay', { schema: { ...schema, body: ZAnyForm } }, async (request, reply) => {
    const payment = await load(request.params.id);
    const form = ZPhoneForm.safeParse(request.body ?? {});
    if (payment.method !== 'stcpay' || payment.status !== 'initiated') return show(reply, payment, request.query);
    if (!form.success) return show(reply, payment, request.query, 'phone');
    const started = await asked(moyasar.startStcPay({ ...payment, callbackUrl: callbackOf(payment), mobile: form.data.mobile }));
    if (started.status !== 'initiated') return backToUs(reply, payment, started.status);
    return reply.redirect(`/pay/moyasar/${payment.id}?step=otp${request.query.lang ? `&lang=${request.query.lang}` : ''}`, 303);
  });

  // Apple Pay JS's onvalidatemerchant on our page: Moyasar validates us with Apple for this domain. Only a payment by
  // Apple Pay still waiting for the buyer may ask, and only Apple's own validation hosts are passed on.
  app.post(
    '/pay/moyasar/:id/applepay-session',
    { schema: { hide: true, params: ZParams, body: ZApplePayValidation, response: { 200: ZApplePaySession } } },
    async (request) => {
      const payment = await load(request.params.id);
      if (payment.method !== 'applepay' || payment.status !== 'initiated') throw new AppError('NOT_FOUND', 'errors.paymentNotFound');
      return asked(
        moyasar.requestApplePaySession({
          validationUrl: request.body.validationUrl,
          displayName: 'GameSouq',
          domainName: new URL(publicUrl).hostname,
        }),
      );
    },
  );

  app.post('/pay/moyasar/:id/stcpay-otp', { schema: { ...schema, body: ZAnyForm } }, async (request, reply) => {
    const payment = await load(request.params.id);
    const form = ZOtpForm.safeParse(request.body ?? {});
    if (!form.success) return show(reply, payment, { ...request.query, step: 'otp' });
    const answered = await asked(moyasar.confirmStcPay(payment.id, form.data.otp));
    return backToUs(reply, payment, answered.status);
  });
};

/** The gateway not answering is the buyer's "try again in a moment", not a server error. */
async function asked<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
    throw error;
  }
}

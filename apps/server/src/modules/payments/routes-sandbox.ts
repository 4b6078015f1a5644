import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { renderSandboxPage } from './payment-pages.js';
import { paymentSetupOf } from './payment-setup.js';
import { readSandboxPayment, type SandboxPayment } from './sandbox-gateway.js';

const ZParams = z.object({ id: z.string().min(1).max(64) });
const ZQuery = z.object({ lang: z.enum(['ar', 'en']).optional() });
const ZCardForm = z.object({
  number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/)),
  name: z.string().trim().min(1).max(100),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/),
  cvc: z.string().regex(/^\d{3,4}$/),
});
const ZPhoneForm = z.object({
  mobile: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^05\d{8}$/)),
});
const ZCodeForm = z.object({ code: z.string().max(12) });
const ZAnyForm = z.record(z.string(), z.string()).optional();

/**
 * The sandbox gateway's hosted pages (/pay/sandbox/:id): server-rendered, without scripts, in Arabic (right to left)
 * or English. Each step posts a form; the last one sends the browser to our callback as a real gateway does.
 */
export const sandboxPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sandbox } = paymentSetupOf(app.db);
  if (!sandbox) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const schema = { hide: true, params: ZParams, querystring: ZQuery };

  const load = async (id: string) => {
    const payment = await readSandboxPayment(app.db, id);
    if (!payment) throw new AppError('NOT_FOUND', 'errors.paymentNotFound');
    return payment;
  };
  const show = (reply: FastifyReply, payment: SandboxPayment, language: 'ar' | 'en' | undefined, problem?: 'card' | 'phone' | 'code') =>
    reply
      .code(problem ? 400 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderSandboxPage(payment, language ?? payment.language, { problem }));
  // After each step: back to the merchant once the payment has ended, else the page's next step.
  const next = async (reply: FastifyReply, id: string, language: 'ar' | 'en' | undefined) => {
    const payment = await load(id);
    if (payment.status === 'initiated') return reply.redirect(`/pay/sandbox/${id}${language ? `?lang=${language}` : ''}`, 303);
    const query = new URLSearchParams({ id: payment.id, status: payment.status, message: payment.message ?? '' });
    return reply.redirect(`${payment.callbackUrl}?${query}`, 303);
  };

  app.get('/pay/sandbox/:id', { schema }, async (request, reply) => show(reply, await load(request.params.id), request.query.lang));

  app.post('/pay/sandbox/:id/card', { schema: { ...schema, body: ZAnyForm } }, async (request, reply) => {
    const payment = await load(request.params.id);
    const form = ZCardForm.safeParse(request.body ?? {});
    if (!form.success) return show(reply, payment, request.query.lang, 'card');
    const [month, year] = form.data.expiry.split('/').map(Number);
    await sandbox.submitCard(payment.id, {
      number: form.data.number,
      name: form.data.name,
      month: month!,
      year: year!,
      cvc: form.data.cvc,
    });
    return next(reply, payment.id, request.query.lang);
  });

  app.post('/pay/sandbox/:id/phone', { schema: { ...schema, body: ZAnyForm } }, async (request, reply) => {
    const payment = await load(request.params.id);
    if (!ZPhoneForm.safeParse(request.body ?? {}).success) return show(reply, payment, request.query.lang, 'phone');
    await sandbox.submitPhone(payment.id);
    return next(reply, payment.id, request.query.lang);
  });

  app.post('/pay/sandbox/:id/code', { schema: { ...schema, body: ZAnyForm } }, async (request, reply) => {
    const form = ZCodeForm.safeParse(request.body ?? {});
    const result = await sandbox.confirmCode(request.params.id, form.success ? form.data.code : '');
    if (result === 'wrong') return show(reply, await load(request.params.id), request.query.lang, 'code');
    return next(reply, request.params.id, request.query.lang);
  });

  app.post('/pay/sandbox/:id/applepay', { schema: { ...schema, body: ZAnyForm } }, async (request, reply) => {
    const payment = await load(request.params.id);
    if (payment.method === 'applepay') await sandbox.confirmApplePay(payment.id);
    return next(reply, payment.id, request.query.lang);
  });

  app.post('/pay/sandbox/:id/cancel', { schema: { ...schema, body: ZAnyForm } }, async (request, reply) => {
    await sandbox.cancel((await load(request.params.id)).id);
    return next(reply, request.params.id, request.query.lang);
  });
};

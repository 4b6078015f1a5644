import { ZComplianceCsidRequest, ZZatcaOnboardingReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/require-user.js';
import { onboardingApiOf, onboardingView, requestComplianceCsid, requestProductionCsid, runComplianceChecks } from './zatca-onboarding.js';

/**
 * ZATCA onboarding of the platform's EGS unit (ADR 040), for admins (the admin guard of /api/admin/* applies): where it
 * stands, then each step in turn. No reply carries the OTP, a key or a secret.
 */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = { db: app.db, settings: app.config, api: onboardingApiOf(app.config) };
  const schema = { tags: ['invoices'], response: { 200: ZZatcaOnboardingReply } };
  const path = '/api/admin/zatca/onboarding';

  app.get(path, { schema }, async () => ({ success: true as const, onboarding: await onboardingView(context) }));

  app.post(`${path}/compliance-csid`, { schema: { ...schema, body: ZComplianceCsidRequest } }, async (request) => {
    const onboarding = await requestComplianceCsid(context, actorOf(request), { otp: request.body.otp });
    return { success: true as const, onboarding };
  });

  app.post(`${path}/compliance-checks`, { schema }, async (request) => {
    const onboarding = await runComplianceChecks(context, actorOf(request));
    return { success: true as const, onboarding };
  });

  app.post(`${path}/production-csid`, { schema }, async (request) => {
    const onboarding = await requestProductionCsid(context, actorOf(request));
    return { success: true as const, onboarding };
  });
};

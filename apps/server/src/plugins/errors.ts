import { type ErrorCode, type Message, messageKeyOf, messageOfIssue, messageText } from '@gamesouq/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { assertStorableInput } from '../lib/storable-input.js';

export function sendError(reply: FastifyReply, error: AppError) {
  const { fields, retryAfter } = error.extra;
  if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
  const fieldEntries = Object.entries(fields ?? {});
  return reply.status(error.status).send({
    success: false,
    code: error.code,
    message: error.message,
    msg: error.message,
    error: error.message,
    messageKey: error.messageKey,
    ...(error.messageParams ? { messageParams: error.messageParams } : {}),
    ...(fields
      ? {
          fields: Object.fromEntries(fieldEntries.map(([field, message]) => [field, messageText(message)])),
          fieldKeys: Object.fromEntries(fieldEntries.map(([field, message]) => [field, messageKeyOf(message)])),
        }
      : {}),
    ...(retryAfter !== undefined ? { retryAfter } : {}),
    requestId: reply.request.id,
  });
}

/** The code of a client error that a plugin (static files, body parser, multipart) answers by its status alone. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/** Turns a Fastify or zod failure into an AppError; a plugin's 4xx keeps its status, and anything else is INTERNAL. */
function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, Message> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[key] ??= issue.message ? messageOfIssue(issue.message) : 'errors.VALIDATION_FAILED';
    }
    return new AppError('VALIDATION_FAILED', Object.values(fields)[0], { fields });
  }
  // An id longer than the router accepts names nothing that exists.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return new AppError('NOT_FOUND');
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status <= 499) {
    return new AppError(CODE_BY_STATUS[status] ?? 'BAD_REQUEST', undefined, { status });
  }
  return new AppError('INTERNAL');
}

/** Fastify's own early failures (a malformed URL, an over-long id), answered in the same shape as every other error. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, toAppError(error));
}

export default fp(
  async (app: FastifyInstance) => {
    // Text PostgreSQL cannot store (NUL, lone surrogates) and bodies nested past any real form are refused before a
    // schema or handler walks them (issue 13).
    app.addHook('preValidation', async (request) => {
      assertStorableInput(request.params);
      assertStorableInput(request.query);
      assertStorableInput(request.body);
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const appError = toAppError(error);
      if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(reply, appError);
    });
  },
  { name: 'errors' },
);

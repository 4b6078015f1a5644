import { ZErrorReply } from '@gamesouq/core';
import fastJson from 'fast-json-stringify';
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** A reply that breaks its route's declared schema: a bug of ours, found by the tests before a client finds it. */
export class ReplyContractError extends Error {
  constructor(route: string, status: number | string, issues: z.core.$ZodIssue[]) {
    super(`The ${status} reply of ${route} breaks its schema: ${z.prettifyError(new z.ZodError(issues))}`);
    this.name = 'ReplyContractError';
  }
}

/** The zod schema of a JSON reply, from either form a route may declare (a schema, or content types with schemas). */
function jsonSchemaOf(declared: unknown): z.ZodType | undefined {
  if (declared instanceof z.ZodType) return declared;
  const content = (declared as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  const json = content?.['application/json']?.schema;
  return json instanceof z.ZodType ? json : undefined;
}

/**
 * Replies are written by fast-json-stringify from each route's declared reply schema: only the declared fields leave
 * the server, faster than JSON.stringify. Outside production each reply is first checked against the zod schema, so a
 * reply that drifts from the contract fails the tests instead of reaching a client (docs/decisions/008).
 */
export function replySerializerCompiler({ checkReplies }: { checkReplies: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema: declared, method, url, httpStatus }) => {
    const schema = jsonSchemaOf(declared);
    if (!schema) return (data) => JSON.stringify(data);
    let stringify: ((data: unknown) => string) | undefined;
    return (data) => {
      if (checkReplies) {
        const checked = schema.safeParse(JSON.parse(JSON.stringify(data)));
        if (!checked.success) {
          const error = new ReplyContractError(`${method} ${url}`, httpStatus ?? 'any', checked.error.issues);
          // Test servers log nothing; the failing test should still say which field drifted.
          console.error(error.message);
          throw error;
        }
      }
      // Compiled on first use: a test server answers a handful of its routes.
      stringify ??= fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as object);
      return stringify(data);
    };
  };
}

/** Every API route answers its errors in one shape; routes declare only their own replies. */
export default fp(
  async (app: FastifyInstance) => {
    app.setSerializerCompiler(replySerializerCompiler({ checkReplies: app.config.NODE_ENV !== 'production' }));
    app.addHook('onRoute', (route) => {
      if (!route.schema || route.schema.hide) return;
      const response = (route.schema?.response ?? {}) as Record<string, unknown>;
      route.schema = { ...route.schema, response: { '4xx': ZErrorReply, '5xx': ZErrorReply, ...response } };
    });
  },
  { name: 'reply-serializer', dependencies: ['config'] },
);

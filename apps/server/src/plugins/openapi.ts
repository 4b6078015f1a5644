import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document at /api/openapi.json, generated from the routes' zod schemas, and its viewer at /api/docs. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'GameSouq API', version: '1.0.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: (route) => {
        const transformed = jsonSchemaTransform(route);
        // Multipart routes read their form in the handler (plugins/uploads.ts), so they have no body schema to document;
        // without one the document would not say that they take a form at all.
        const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
        if (!consumes?.includes('multipart/form-data') || (transformed.schema as { body?: unknown }).body) return transformed;
        return { ...transformed, schema: { ...transformed.schema, body: { type: 'object', additionalProperties: true } } };
      },
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);

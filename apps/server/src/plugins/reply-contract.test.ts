import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

const t = useTestApp();

describe('the reply contract', () => {
  it('documents a success reply schema for every operation of the API', async () => {
    const document = await t.request<{ paths: Record<string, Record<string, Operation>> }>('GET', '/api/openapi.json');
    const undocumented: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(document.body.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        const hasSchema = success.some(([, reply]) => Object.values(reply.content ?? {}).some((media) => media.schema));
        if (!hasSchema) undocumented.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(operations).toBeGreaterThan(150);
    expect(undocumented).toEqual([]);
  });

  it('answers errors in the documented error shape, and documents it on every operation', async () => {
    const document = await t.request<{ paths: Record<string, Record<string, Operation>> }>('GET', '/api/openapi.json');
    const withoutErrors = Object.entries(document.body.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => !operation.responses?.['4XX'] && !operation.responses?.['4xx'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(withoutErrors).toEqual([]);
    const refused = await t.request('GET', '/api/user/orders');
    expect(refused.status).toBe(401);
    expect(Object.keys(refused.body).sort()).toEqual(['code', 'error', 'message', 'messageKey', 'msg', 'requestId', 'success']);
  });
});

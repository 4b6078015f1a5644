import type { TestApp } from './test-app.js';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  minLength?: number;
  minimum?: number;
  items?: Schema;
  anyOf?: Schema[];
  examples?: unknown[];
  /** OpenAPI 3.0's single example, what the document turns `examples` into. */
  example?: unknown;
};
type Operation = { requestBody?: { content?: Record<string, { schema?: Schema }> } };

/** `body` is the JSON body's schema; `isForm` says that the route takes a multipart form (uploads). */
export type ApiRoute = { method: string; path: string; params: string[]; body: Schema | null; isForm: boolean };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the app's own OpenAPI document, so that new routes are walked without editing the tests. */
export async function apiRoutes(t: TestApp): Promise<ApiRoute[]> {
  const { body } = await t.request<{ paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> }>(
    'GET',
    '/api/openapi.json',
  );
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(body.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      routes.push({
        method: method.toUpperCase(),
        path,
        params,
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        isForm: Boolean(operation.requestBody?.content?.['multipart/form-data']),
      });
    }
  }
  // Signing out revokes the caller's session: walk those routes last.
  return routes.sort((a, b) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')));
}

export const fillPath = (route: ApiRoute, value: (param: string) => string) =>
  route.path.replace(/\{(\w+)\}/g, (_, param: string) => encodeURIComponent(value(param)));

/** A value that the schema accepts, as far as its type, enum, minimum and length say; `pick` chooses among enum values. */
export function validValue(schema: Schema | undefined, pick = 0): unknown {
  if (!schema) return 'x';
  // A documented example passes rules the schema cannot express (a tracking number in its carrier's format).
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.anyOf?.length) return validValue(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0], pick);
  if (schema.enum?.length) return schema.enum[pick % schema.enum.length];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, validValue(s, pick)]));
    case 'array':
      return [validValue(schema.items, pick)];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 12));
  }
}

/** A body of the schema's shape with every value of another type: numbers for text, text for numbers, and so on. */
export function wrongTypes(schema: Schema | undefined): unknown {
  if (!schema) return 42;
  if (schema.anyOf?.length) return wrongTypes(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, wrongTypes(s)]));
    case 'array':
      return { 0: validValue(schema.items) };
    case 'integer':
    case 'number':
      return '12abc';
    case 'boolean':
      return 'yes';
    default:
      return [12345];
  }
}

/** How many distinct values the body's first enum property has (one body variant per value). */
export function enumVariants(schema: Schema | null): number {
  const first = Object.values(schema?.properties ?? {}).find((s) => s.enum?.length);
  return Math.min(first?.enum?.length ?? 1, 8);
}

export const bodyProperties = (schema: Schema | null) => Object.keys(schema?.properties ?? {});

import { imageBytes } from './listing-fixtures.js';
import { type ApiRoute, validValue } from './openapi-routes.js';
import { plainPdf } from './upload-fixtures.js';

/** The fields of a complete ad (catalogue entries by name, which the listing service accepts like ids). */
export const AD_FIELDS = {
  title: 'Forza Horizon 5',
  price: '150',
  quantity: '3',
  city: 'Riyadh',
  location: 'Al Olaya',
  category: 'Racing',
  platform: 'PlayStation 5',
  phone: '+966501234567',
  description: 'Complete in box, played twice.',
  agreeToTerms: 'true',
};

type FormSpec = { fields: Record<string, string>; files: { field: string; kind: 'png' | 'pdf' }[] };

/** A valid form for every upload route of the OpenAPI document, by `METHOD path`. */
const FORMS: Record<string, FormSpec> = {
  'POST /api/user/ads': { fields: AD_FIELDS, files: [{ field: 'images', kind: 'png' }] },
  'PUT /api/user/ads/{id}': { fields: { price: '120', quantity: '2' }, files: [{ field: 'images', kind: 'png' }] },
  'POST /api/trader/products': { fields: { ...AD_FIELDS, name: AD_FIELDS.title }, files: [{ field: 'images', kind: 'png' }] },
  'PUT /api/trader/products/{id}': { fields: { price: '120', quantity: '2' }, files: [{ field: 'images', kind: 'png' }] },
  'POST /api/user/ads/{id}/codes': { fields: { codes: 'FORM-CODE-0001-ABCD' }, files: [] },
  'PUT /api/user/profile/avatar': { fields: {}, files: [{ field: 'avatar', kind: 'png' }] },
  'POST /api/admin/banners': { fields: { title: 'Eid offers' }, files: [{ field: 'image', kind: 'png' }] },
  'PUT /api/admin/banners/{id}': { fields: { title: 'Eid offers' }, files: [{ field: 'image', kind: 'png' }] },
  'POST /api/admin/catalogue-items/{id}/art': { fields: {}, files: [{ field: 'art', kind: 'png' }] },
  'POST /api/admin/categories/{id}/icon': { fields: {}, files: [{ field: 'icon', kind: 'png' }] },
  'POST /api/admin/platforms/{id}/icon': { fields: {}, files: [{ field: 'icon', kind: 'png' }] },
  'POST /api/trader/orders/{id}/proof': { fields: {}, files: [{ field: 'proof', kind: 'pdf' }] },
  'POST /api/user/orders/{id}/proof': { fields: {}, files: [{ field: 'proof', kind: 'png' }] },
  'POST /api/user/orders/{id}/dispute': {
    fields: { reason: 'damaged', details: 'The case arrived cracked.' },
    files: [{ field: 'photos', kind: 'png' }],
  },
  'POST /api/user/orders/{id}/dispute/messages': { fields: { message: 'Any news?' }, files: [{ field: 'photos', kind: 'png' }] },
  'POST /api/admin/disputes/{id}/messages': { fields: { message: 'Looking into it' }, files: [{ field: 'photos', kind: 'png' }] },
  'POST /api/user/seller-requests': {
    fields: { type: 'store', storeName: 'Level Up Games', cityLocation: 'Jeddah', civilId: '1098765432' },
    files: [
      { field: 'registrationCertificate', kind: 'pdf' },
      { field: 'vatCertificate', kind: 'png' },
    ],
  },
};

export const FORM_ROUTES = Object.keys(FORMS).sort();

let samples: Promise<{ png: Buffer; pdf: Buffer }> | undefined;
const sampleFiles = () => {
  samples ??= Promise.all([imageBytes('png', { width: 120, height: 90 }), plainPdf()]).then(([png, pdf]) => ({ png, pdf }));
  return samples;
};

/**
 * A valid multipart form for an upload route, with `extra` text fields added where the form has none, and `fields`
 * replacing the form's own.
 */
export async function validForm(
  route: ApiRoute,
  extra: Record<string, string> = {},
  fields: Record<string, string> = {},
): Promise<FormData> {
  const spec = FORMS[`${route.method} ${route.path}`];
  if (!spec) throw new Error(`No valid form for ${route.method} ${route.path}: add one to test/route-bodies.ts`);
  const files = await sampleFiles();
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...extra, ...spec.fields, ...fields })) form.append(key, value);
  for (const { field, kind } of spec.files)
    form.append(field, new Blob([new Uint8Array(files[kind])], { type: kind === 'pdf' ? 'application/pdf' : 'image/png' }), `file.${kind}`);
  return form;
}

/** Whether a body key names another object (`productId`, `other_user_id`, `withdrawalIds`, `recipients`...). */
export const isIdKey = (key: string) => /(id|ids)$/i.test(key) || key === 'recipients';

/** `body` with every id in it, nested ones included (`items[].productId`), replaced by `id`. */
export function withIds(body: unknown, id: string): unknown {
  if (Array.isArray(body)) return body.map((item) => withIds(item, id));
  if (!body || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      if (!isIdKey(key)) return [key, withIds(value, id)];
      return [key, Array.isArray(value) ? [id] : id];
    }),
  );
}

/** Whether a JSON body schema has an id anywhere in it. */
export function hasIdKeys(body: unknown): boolean {
  if (Array.isArray(body)) return body.some(hasIdKeys);
  if (!body || typeof body !== 'object') return false;
  return Object.entries(body).some(([key, value]) => isIdKey(key) || hasIdKeys(value));
}

/** A JSON body that the route's schema accepts, `variant` choosing among the values of its first enum. */
export const validJson = (route: ApiRoute, variant = 0) => (route.body ? validValue(route.body, variant) : undefined);

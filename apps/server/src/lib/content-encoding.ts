import Negotiator from 'negotiator';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Browsers send a handful of distinct Accept-Encoding values: each is read once. */
const chosen = new Map<string, ContentEncoding>();
const MAX_REMEMBERED = 100;

/** The best of brotli, gzip and none that the request's Accept-Encoding allows (`q=0` excludes one). */
export function encodingFor(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const header = acceptEncoding ?? 'identity';
  const known = chosen.get(header);
  if (known) return known;
  const encoding = new Negotiator({ headers: { 'accept-encoding': header } }).encodings(['br', 'gzip', 'identity'])[0] as
    | ContentEncoding
    | undefined;
  if (encoding && chosen.size < MAX_REMEMBERED) chosen.set(header, encoding);
  return encoding;
}

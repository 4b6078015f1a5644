import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

/** A reply written for one request is compressed at a level that costs a fraction of a millisecond for its few KB. */
const FAST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * `identity` in the best encoding the request accepts, compressed on the event loop: for replies of a few KB to a few
 * hundred, that costs less than a trip through zlib's thread pool (docs/decisions/051).
 */
export function compressFor(identity: Buffer, acceptEncoding: string | undefined): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  const encoding = encodingFor(acceptEncoding);
  if (encoding === 'br') return { body: brotliCompressSync(identity, FAST_BROTLI), encoding };
  if (encoding === 'gzip') return { body: gzipSync(identity), encoding };
  return { body: identity, encoding: null };
}

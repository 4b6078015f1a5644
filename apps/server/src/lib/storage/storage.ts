/**
 * Where uploaded files live (ADR 029): the local disk of this instance, or an S3-compatible bucket shared by every
 * instance. A key is `<folder>/<file>`; the server alone hands files out (public images with long-lived caching,
 * private ones after its ownership checks), so the bucket itself stays private.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Writes (or replaces) one file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes files; a missing one is not an error. */
  remove(keys: string[]): Promise<void>;
  /** Every stored file with its size, in key order. */
  list(): Promise<{ key: string; size: number }[]>;
  /** Throws when the store cannot be reached (the readiness check). */
  ping(): Promise<void>;
}

const KEY = /^[a-z-]+\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** The key of a stored file; a name with a path or odd characters (from a URL) is refused rather than resolved. */
export function storageKey(folder: string, file: string) {
  const key = `${folder}/${file}`;
  if (!KEY.test(key) || file.includes('..')) throw new Error(`Not a storage key: ${key}`);
  return key;
}

/** Like storageKey, for names that arrive in a request: null instead of an error. */
export function requestedKey(folder: string, file: string) {
  try {
    return storageKey(folder, file);
  } catch {
    return null;
  }
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

export const contentTypeOf = (key: string) => TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

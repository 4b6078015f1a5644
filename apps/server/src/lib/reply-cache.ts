import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

/**
 * A rendered reply in each form it is sent in (its bytes, brotli, gzip), each with its ETag (a compressed form is
 * another representation, so another tag): compressed and hashed once per render, not per request (ADR 044).
 */
export type CachedReply = {
  etag: string;
  readonly identity: Buffer;
  /** The bytes it holds in memory, in every form made so far. */
  size(): number;
  /** Its bytes compressed, when it is kept (a time above 0): each encoding made at its first ask, then kept with it. */
  compressed(encoding: 'br' | 'gzip'): Buffer | undefined;
  etags: { identity: string; br: string; gzip: string };
  /** What it shows (`listing:<id>`, `item:<id>`, `seller:<id>`, `catalog`), or null when it does not say (ADR 059). */
  tags: ReadonlySet<string> | null;
};

/**
 * A render's text, and the tags of everything it shows when it can name them all: such a reply is kept until one of
 * them changes (up to `taggedTtlMs`); one without tags is emptied by any change (ADR 059).
 */
export type Rendered = { body: string; tags: Iterable<string> | null };

/**
 * Brotli 5 is within 2% of 9's size on our replies for a fraction of its time (ADR 051). Compressed on the event
 * loop: a reply of a few tens of KB takes a fraction of a millisecond there, where zlib's thread pool cost several
 * times that in CPU with many renders at once (each call's own encoder state, allocated and faulted in).
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Each compressed form is made at its first ask, not with the render: browsers list gzip before br in
 * `Accept-Encoding` and most get gzip (`encodingFor`), so a brotli form made with every render mostly went unused: 134 µs
 * of brotli 5 for an item page's 11 KB, whose reading and building take some 330. A cache of pages (`isGzipKept`)
 * makes gzip at once and keeps it in place of the bytes, a fifth of their size: browsers take the gzip, and the rare
 * client that takes neither gets them unpacked.
 */
function encode(
  { body, tags }: Rendered,
  { kept, isGzipKept, grew }: { kept: boolean; isGzipKept: boolean; grew: (reply: CachedReply, bytes: number) => void },
): CachedReply {
  const identity = Buffer.from(body);
  const hash = createHash('sha1').update(identity).digest('base64url');
  const forms: { br?: Buffer; gzip?: Buffer } = kept && isGzipKept ? { gzip: gzipSync(identity) } : {};
  // Only what the reply holds is reachable from it: the bytes, or in their place their gzip.
  const held = forms.gzip ? null : identity;
  const bytes = () => held ?? gunzipSync(forms.gzip!);
  const reply: CachedReply = {
    etag: `"${hash}"`,
    get identity() {
      return bytes();
    },
    compressed(encoding) {
      if (!kept) return undefined;
      let form = forms[encoding];
      if (!form) {
        form = forms[encoding] = encoding === 'br' ? brotliCompressSync(bytes(), BROTLI) : gzipSync(bytes());
        grew(reply, form.length);
      }
      return form;
    },
    size: () => (held?.length ?? 0) + (forms.gzip?.length ?? 0) + (forms.br?.length ?? 0),
    etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
    tags: tags && new Set(tags),
  };
  return reply;
}

/** What changed: the tags of the changed things, or null for anything (a reconnect that may have missed a change). */
export type Change = ReadonlySet<string> | null;

function touches(change: Change, tags: ReadonlySet<string> | null) {
  if (change === null || tags === null) return true;
  for (const tag of tags) if (change.has(tag)) return true;
  return false;
}

/** Changes remembered for the renders under way, so that one that read before a change it shows is not kept. */
const CHANGES_REMEMBERED = 1000;

/**
 * Rendered replies shared by every viewer they are the same for. A reply without tags is kept for `ttlMs` and emptied
 * by any change; one with tags for `taggedTtlMs`, emptied only by a change of one of them (ADR 059). A time of 0
 * turns the cache off. Requests for a key that is being rendered wait for that render instead of starting their own
 * (request coalescing); a render that began before a change it shows is served to those waiting for it but not kept.
 * Past `maxBytes` held, the least recently asked go.
 */
export function createReplyCache({
  ttlMs,
  taggedTtlMs = ttlMs,
  maxBytes,
  isGzipKept = false,
}: {
  ttlMs: number;
  taggedTtlMs?: number;
  maxBytes: number;
  /** Pages: gzip kept in place of the bytes (`encode`). */
  isGzipKept?: boolean;
}) {
  const isOn = ttlMs > 0;
  type Entry = { reply: CachedReply; expires: number };
  const entries = new Map<string, Entry>();
  /**
   * The kept keys by what they show, and those that name nothing: a change empties the keys of its own tags. Testing
   * every kept reply's tags instead cost about a fifth of a core in the item bench's ten changes a second (ADR 063).
   */
  const keysByTag = new Map<string, Set<string>>();
  const untagged = new Set<string>();
  const rendering = new Map<string, Promise<CachedReply>>();
  let bytes = 0;
  let generation = 0;
  let changes: { generation: number; change: Change }[] = [];

  const add = (key: string, entry: Entry) => {
    entries.set(key, entry);
    bytes += entry.reply.size();
    if (!entry.reply.tags) untagged.add(key);
    else
      for (const tag of entry.reply.tags) {
        const keys = keysByTag.get(tag);
        if (keys) keys.add(key);
        else keysByTag.set(tag, new Set([key]));
      }
  };
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.reply.size();
    if (!entry.reply.tags) untagged.delete(key);
    else
      for (const tag of entry.reply.tags) {
        const keys = keysByTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) keysByTag.delete(tag);
      }
  };
  const fit = () => {
    while (bytes > maxBytes && entries.size) remove(entries.keys().next().value!);
  };
  /** A kept reply's key, to count the forms it makes after it was kept while it still is. */
  const keyOf = new WeakMap<CachedReply, string>();
  const grew = (reply: CachedReply, size: number) => {
    const key = keyOf.get(reply);
    if (key && entries.get(key)?.reply === reply) {
      bytes += size;
      fit();
    }
  };

  function changedSince(startedIn: number, tags: ReadonlySet<string> | null) {
    if (startedIn === generation) return false;
    if (!changes.length || changes[0]!.generation > startedIn + 1) return true;
    return changes.some((entry) => entry.generation > startedIn && touches(entry.change, tags));
  }

  function get(key: string, render: () => Promise<string | Rendered>): Promise<CachedReply> {
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) {
      entries.delete(key);
      entries.set(key, hit);
      return Promise.resolve(hit.reply);
    }
    if (hit) remove(key);
    const pending = rendering.get(key);
    if (pending) return pending;
    const startedIn = generation;
    const promise = render()
      .then((rendered) =>
        encode(typeof rendered === 'string' ? { body: rendered, tags: null } : rendered, { kept: isOn, isGzipKept, grew }),
      )
      .then((reply) => {
        if (isOn && !changedSince(startedIn, reply.tags)) {
          remove(key);
          add(key, { reply, expires: Date.now() + (reply.tags ? taggedTtlMs : ttlMs) });
          keyOf.set(reply, key);
          fit();
        }
        return reply;
      })
      .finally(() => {
        if (rendering.get(key) === promise) rendering.delete(key);
      });
    rendering.set(key, promise);
    return promise;
  }

  return {
    get,
    /** Something shown changed: what shows it, and every reply that does not name what it shows, is rendered again. */
    changed(change: Change) {
      generation++;
      changes.push({ generation, change });
      if (changes.length > CHANGES_REMEMBERED) changes = changes.slice(-CHANGES_REMEMBERED / 2);
      const emptied =
        change === null ? [...entries.keys()] : [...untagged, ...[...change].flatMap((tag) => [...(keysByTag.get(tag) ?? [])])];
      for (const key of emptied) remove(key);
      rendering.clear();
    },
  };
}

export type ReplyCache = ReturnType<typeof createReplyCache>;

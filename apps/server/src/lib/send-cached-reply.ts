import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodingFor } from './content-encoding.js';
import type { CachedReply, ReplyCache } from './reply-cache.js';
import { REPLY_TAGS_HEADER } from './reply-tags.js';
import { isServerDrawing } from './server-drawing.js';

/**
 * Sends a reply kept in a shared cache (ADR 026): the bytes stored with it, compressed as the browser accepts
 * (ADR 044), with the ETag of that form; `If-None-Match` with it gets 304. The reply varies by who asks (a signed-in
 * viewer is never given it) and by the encoding.
 */
export function sendCachedReply(request: FastifyRequest, reply: FastifyReply, cached: CachedReply, contentType: string) {
  const encoding = encodingFor(request.headers['accept-encoding']);
  const compressed = encoding === 'br' || encoding === 'gzip' ? cached.compressed(encoding) : undefined;
  const etag = compressed ? cached.etags[encoding as 'br' | 'gzip'] : cached.etags.identity;
  void reply.header('etag', etag).header('cache-control', 'no-cache');
  if (!reply.hasHeader('vary')) void reply.header('vary', 'accept-encoding, authorization, cookie');
  if (cached.tags && isServerDrawing(request.headers)) void reply.header(REPLY_TAGS_HEADER, [...cached.tags].join(' '));
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (compressed) void reply.header('content-encoding', encoding);
  return reply.type(contentType).send(compressed ?? cached.identity);
}

/**
 * A JSON reply kept in `cache` under `key`: on a miss `render` builds it and the route's response schema serializes it
 * (requests for the same key wait for that one render); then it is sent as `sendCachedReply` sends. A render that
 * throws (a 404) throws to every request waiting for it and is not kept. `tagsOf` names what the reply shows, when
 * it can name all of it (ADR 059).
 */
export async function sendKeptJson<T>(
  cache: ReplyCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  render: () => Promise<T>,
  tagsOf?: (value: T) => Iterable<string>,
) {
  const cached = await cache.get(key, async () => {
    const value = await render();
    return { body: reply.serialize(value) as string, tags: tagsOf ? tagsOf(value) : null };
  });
  return sendCachedReply(request, reply, cached, 'application/json; charset=utf-8');
}

import { z } from 'zod';

/**
 * The documented reply of a route that answers a file (a PDF, a CSV, an image): its media types with a binary body.
 * Such replies are sent as bytes, so no serializer touches them; the schema is for the OpenAPI document.
 */
export function fileReply(description: string, mediaTypes: readonly [string, ...string[]]) {
  const schema = z.any().meta({ type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

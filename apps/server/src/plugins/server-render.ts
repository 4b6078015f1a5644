import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { REPLY_TAGS_HEADER } from '../lib/reply-tags.js';
import type { Language } from '../lib/request-language.js';
import { SERVER_DRAWING_HEADER, serverDrawingMark } from '../lib/server-drawing.js';

/** The web app's `src/entry-server.tsx`, built by `vite build --ssr` (docs/decisions/023). */
type DrawnPage = { stateHtml: string; body: string };
type ServerEntry = {
  configure: (options: { transport: typeof fetch }) => void;
  renderPage: (request: { url: string; language: Language }) => Promise<DrawnPage | null>;
};

/** The page around the body: index.html up to `<div id="root">` included, and after its `</div>`. */
export type PageFrame = { start: string; end: string };

function headersOf(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  return headers;
}

/** What the replies a drawing read show: their tags, or null once one of them does not name what it shows. */
type DrawingTags = { tags: Set<string> | null };
const drawingTags = new AsyncLocalStorage<DrawingTags>();

/** The screens' API calls, answered by this app in its own process: no socket, no second request to wait for. */
function injectTransport(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    headers[SERVER_DRAWING_HEADER] = serverDrawingMark;
    const reply = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const drawing = drawingTags.getStore();
    const tags = reply.headers[REPLY_TAGS_HEADER];
    if (drawing?.tags) {
      if (typeof tags === 'string') for (const tag of tags.split(' ')) drawing.tags.add(tag);
      else drawing.tags = null;
    }
    const hasBody = reply.statusCode !== 204 && reply.statusCode !== 304;
    return new Response(hasBody ? new Uint8Array(reply.rawPayload) : null, { status: reply.statusCode, headers: headersOf(reply.headers) });
  };
}

/** Loads the web app's server rendering when it is built, else null (the pages go out without their body). */
export async function loadServerRender(app: FastifyInstance, dir: string) {
  const file = path.join(dir, 'entry-server.js');
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  entry.configure({ transport: injectTransport(app) });
  return {
    /**
     * The public page at `url` with its body drawn, and the tags of what it shows when every reply it read named
     * them (ADR 059); null when the app does not draw it (the caller sends it without).
     */
    async render(url: string, language: Language, frame: PageFrame): Promise<{ body: string; tags: Set<string> | null } | null> {
      const drawing: DrawingTags = { tags: new Set() };
      const drawn = await drawingTags.run(drawing, () => entry.renderPage({ url, language }));
      // A drawing that read no reply names nothing: what it shows came from elsewhere, so any change may touch it.
      const tags = drawing.tags?.size ? drawing.tags : null;
      return drawn && { body: `${frame.start}${drawn.body}</div>${drawn.stateHtml}${frame.end}`, tags };
    },
  };
}

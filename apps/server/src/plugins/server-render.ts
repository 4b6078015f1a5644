import { existsSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Language } from '../lib/request-language.js';
import { SERVER_DRAWING_HEADER, serverDrawingMark } from '../lib/server-drawing.js';

/** The web app's `src/entry-server.tsx`, built by `vite build --ssr` (docs/decisions/023). */
type DrawnPage = { stateHtml: string; pipe: (destination: Writable) => void };
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
     * The public page at `url` with its body drawn, compressed as it is written; null when the app does not draw it
     * (the caller sends the page without a body).
     */
    async render(url: string, language: Language, frame: PageFrame, encoding: 'br' | 'gzip' | null): Promise<Readable | null> {
      const drawn = await entry.renderPage({ url, language });
      if (!drawn) return null;
      const out =
        encoding === 'br'
          ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : encoding === 'gzip'
            ? createGzip()
            : new PassThrough();
      out.write(frame.start);
      // React ends the stream it writes to; the page goes on after the body.
      const body = new PassThrough();
      body.pipe(out, { end: false });
      body.on('end', () => out.end(`</div>${drawn.stateHtml}${frame.end}`));
      drawn.pipe(body);
      return out;
    },
    /** The same page as one string, to be kept and sent again (a shared page, ADR 049); null as for `render`. */
    async renderToString(url: string, language: Language, frame: PageFrame): Promise<string | null> {
      const drawn = await entry.renderPage({ url, language });
      if (!drawn) return null;
      const chunks: Buffer[] = [];
      const body = new PassThrough();
      body.on('data', (chunk: Buffer) => chunks.push(chunk));
      const ended = new Promise((resolve, reject) => body.on('end', resolve).on('error', reject));
      drawn.pipe(body);
      await ended;
      return `${frame.start}${Buffer.concat(chunks).toString('utf8')}</div>${drawn.stateHtml}${frame.end}`;
    },
  };
}

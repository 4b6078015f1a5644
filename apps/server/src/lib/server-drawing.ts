import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The API calls the server makes while it draws a public page (plugins/server-render) carry this header with a value
 * drawn when the process starts, so a route can tell them from a client's: no one outside can send it.
 */
export const SERVER_DRAWING_HEADER = 'x-server-drawing';
export const serverDrawingMark = randomUUID();

export const isServerDrawing = (headers: IncomingHttpHeaders) => headers[SERVER_DRAWING_HEADER] === serverDrawingMark;

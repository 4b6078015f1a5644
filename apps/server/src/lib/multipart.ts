import type { MessageKey } from '@gamesouq/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { assertStorableInput } from './storable-input.js';

export type MultipartForm = { fields: Record<string, string | string[]>; files: { field: string; buffer: Buffer; filename: string }[] };

const NOT_A_FORM = 'errors.notMultipart' satisfies MessageKey;

/** Reads a whole multipart body: text fields (repeated names become lists) and files held in memory. */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', NOT_A_FORM);
  const fields: MultipartForm['fields'] = {};
  const files: MultipartForm['files'] = [];
  try {
    for await (const part of request.parts()) {
      // busboy yields a part without a name when its Content-Disposition has none.
      if (typeof part.fieldname !== 'string') throw new AppError('BAD_REQUEST', NOT_A_FORM);
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw new AppError('IMAGE_TOO_LARGE');
        if (buffer.length > 0) files.push({ field: part.fieldname, buffer, filename: part.filename });
      } else {
        const name = part.fieldname.replace(/\[\]$/, '');
        const value = String(part.value);
        const existing = fields[name];
        fields[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
      }
    }
  } catch (error) {
    // More files than any form sends: the same answer as 9 or 10 photos (seller §5), not the library's 413.
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') throw new AppError('TOO_MANY_IMAGES');
    // The parser's own failures (no boundary, a form cut short) are plain errors that would answer 500: they are the
    // client's bad request. Its limits carry their status (413), which the error handler answers in the same shape.
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError('BAD_REQUEST', NOT_A_FORM);
  }
  assertStorableInput(fields);
  return { fields, files };
}

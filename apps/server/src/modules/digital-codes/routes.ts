import { codesOfText, ZAddCodes, ZAddCodesReply, ZCodeStockReply, ZCodesQuery, ZWithdrawCodes, ZWithdrawCodesReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipart } from '../../lib/multipart.js';
import { requireUser } from '../../lib/require-user.js';
import { uploadRateLimit } from '../../lib/route-limits.js';
import { parseWith } from '../../lib/validate.js';
import { codeKeysOf } from './code-keys.js';
import { addCodes, listCodes, withdrawCodes } from './code-stock.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/**
 * The codes of a seller's digital code listing (ADR 020), for individual sellers and traders alike (one listing
 * service, design §4): stock and a masked list, upload (JSON list, or a CSV/TXT file as multipart `file`), withdraw.
 */
export const digitalCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['digital codes'];

  app.get(
    '/api/user/ads/:id/codes',
    { schema: { tags, params: ZId, querystring: ZCodesQuery, response: { 200: ZCodeStockReply } } },
    async (request) => ({
      success: true as const,
      ...(await listCodes(app.db, { listingId: request.params.id, seller: requireUser(request), query: request.query })),
    }),
  );

  app.post(
    '/api/user/ads/:id/codes',
    {
      config: uploadRateLimit(app),
      schema: {
        tags,
        params: ZId,
        consumes: ['application/json', 'multipart/form-data'],
        body: ZAddCodes.nullish(),
        response: { 200: ZAddCodesReply },
      },
    },
    async (request) => {
      const seller = requireUser(request);
      let codes: string[];
      if (request.isMultipart()) {
        const { fields, files } = await readMultipart(request);
        const text = [...files.map((file) => file.buffer.toString('utf8')), ...[fields.codes ?? []].flat()].join('\n');
        codes = parseWith(ZAddCodes, { codes: codesOfText(text) }).codes;
      } else {
        codes = parseWith(ZAddCodes, request.body).codes;
      }
      const result = await addCodes(app.db, { listingId: request.params.id, seller, codes, keys: await codeKeysOf(app.config) });
      const message = `${result.added} codes added`;
      return { success: true as const, message, ...result };
    },
  );

  app.post(
    '/api/user/ads/:id/codes/withdraw',
    { schema: { tags, params: ZId, body: ZWithdrawCodes, response: { 200: ZWithdrawCodesReply } } },
    async (request) => {
      const result = await withdrawCodes(app.db, { listingId: request.params.id, seller: requireUser(request), choice: request.body });
      return { success: true as const, message: `${result.withdrawn} codes withdrawn`, ...result };
    },
  );
};

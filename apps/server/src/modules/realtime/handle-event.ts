import { type ClientEvent, type SocketError, socketArgsError } from '@gamesouq/core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { assertStorableInput } from '../../lib/storable-input.js';
import type { Socket } from '../../plugins/realtime.js';

type Ack = (reply: Record<string, unknown>) => void;
/** What a successful acknowledgement carries besides `success: true`. */
type Reply = Record<string, unknown> | undefined;

/** The client's id of an optimistic message, echoed in a failed acknowledgement so the client can drop that copy. */
function clientMessageIdOf(args: unknown[]) {
  const [first] = args;
  if (typeof first !== 'object' || first === null) return {};
  const id = (first as { message_id?: unknown }).message_id;
  return typeof id === 'string' && id.length <= 100 ? { message_id: id } : {};
}

/**
 * Listens to a client event whose arguments come from anyone: they are checked for text the database cannot store and
 * parsed with the event's shared schema, the acknowledgement is called only when the client passed a function, and
 * every failure (bad arguments, a refused action, a database error) is answered with an `error` event instead of a
 * rejected promise, which Socket.IO would leave unhandled and Node would end the process for.
 */
export const socketEvents =
  (socket: Socket, log: FastifyBaseLogger) =>
  <S extends z.ZodType>(event: ClientEvent, schema: S, handler: (input: z.output<S>) => Promise<Reply> | Reply) =>
    socket.on(event, (...raw: unknown[]) => {
      const ack = typeof raw.at(-1) === 'function' ? (raw.pop() as Ack) : undefined;
      const reply = (payload: Record<string, unknown>) => {
        try {
          ack?.(payload);
        } catch (error) {
          log.warn({ err: error, event }, 'socket acknowledgement failed');
        }
      };
      const run = async () => {
        try {
          // The same edge as HTTP's: no NUL, lone surrogate or nesting past 64 levels reaches a schema or the database.
          assertStorableInput(raw);
          const parsed = schema.safeParse(raw);
          if (!parsed.success) throw new AppError('VALIDATION_FAILED', socketArgsError(parsed.error));
          reply({ success: true, ...(await handler(parsed.data)) });
        } catch (error) {
          if (!(error instanceof AppError)) log.error({ err: error, event }, 'socket event failed');
          const failure = error instanceof AppError ? error : new AppError('INTERNAL');
          const payload: SocketError = { event, code: failure.code, message: failure.message };
          socket.emit('error', payload);
          reply({
            success: false,
            code: failure.code,
            error: failure.message,
            ...clientMessageIdOf(raw),
            ...(failure.extra.retryAfter !== undefined ? { retryAfter: failure.extra.retryAfter } : {}),
          });
        }
      };
      run().catch((error) => log.error({ err: error, event }, 'socket event failed'));
    });

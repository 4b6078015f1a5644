import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';

/**
 * One budget of chat messages per account and minute (CHAT_RATE_LIMIT_PER_MINUTE, 60 by default) for every way of
 * sending: the HTTP routes of each family and the socket's `send_message`. It lives in the rate-limit plugin's store,
 * so in Redis with REDIS_URL and shared by every instance.
 */
export function createChatSendLimit(app: FastifyInstance) {
  const limit = app.createRateLimit({
    max: app.config.CHAT_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `chat-send:${(request as unknown as { userId: string }).userId}`,
  });
  return async (userId: string) => {
    // The limiter reads a request's route config; a socket event has no request, so it gets this much of one.
    const result = await limit({ userId, routeOptions: { config: {} } } as unknown as FastifyRequest);
    if (!result.isAllowed && result.isExceeded) throw new AppError('RATE_LIMITED', undefined, { retryAfter: result.ttlInSeconds });
  };
}

export type ChatSendLimit = ReturnType<typeof createChatSendLimit>;

import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** The signed-in user of the request (the auth plugin sets it); 401 when the caller is anonymous. */
export function requireUser(request: FastifyRequest): NonNullable<FastifyRequest['user']> {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}

/**
 * Who makes a change, as a service records it in its audit note (the audit module's face re-exports the type): the
 * signed-in user, the request's id in the server's log and the client's address.
 */
export type Actor = { userId: string; role: string; requestId: string; ip: string | null };

/** The request's signed-in user as the actor of a change; 401 when the caller is anonymous. */
export function actorOf(request: FastifyRequest): Actor {
  const user = requireUser(request);
  return { userId: user.id, role: user.role, requestId: request.id, ip: request.ip ?? null };
}

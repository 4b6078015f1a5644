import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** The signed-in user of the request (the auth plugin sets it); 401 when the caller is anonymous. */
export function requireUser(request: FastifyRequest): NonNullable<FastifyRequest['user']> {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}

import { type Message, messageOfIssue } from '@gamesouq/core';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/** Validates data that did not come through a route schema (multipart fields), with the same error reply. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, Message> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= messageOfIssue(issue.message);
  throw new AppError('VALIDATION_FAILED', Object.values(fields)[0], { fields });
}

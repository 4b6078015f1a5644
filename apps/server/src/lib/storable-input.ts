import { AppError } from './app-error.js';

/** Deeper than any form or API body nests; JSON.parse reads far deeper, but no handler or schema should walk it. */
export const MAX_INPUT_DEPTH = 64;

const TOO_DEEP = 'The request is nested too deeply.';
const NUL = 'Text cannot contain NUL characters.';
const ILL_FORMED = 'Text contains invalid characters.';

type Visit = { value: unknown; depth: number; key?: string | number; parent?: Visit };

/** `a.0.b`, as the schema errors name a field (`last` is a key of `visit`); `_` for the value itself. */
function fieldName(visit: Visit, last?: string): string {
  const parts = last === undefined ? [] : [last];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) parts.unshift(String(at.key));
  return parts.join('.') || '_';
}

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL;
  // A lone surrogate half: PostgreSQL's jsonb refuses it and text would store it as U+FFFD.
  if (!text.isWellFormed()) return ILL_FORMED;
  return undefined;
}

/**
 * Refuses input that the database cannot store or that nests past {@link MAX_INPUT_DEPTH}: NUL characters and lone
 * surrogates in any string, object keys included. One walk with an explicit stack, since the depth is the sender's.
 */
export function assertStorableInput(value: unknown) {
  const stack: Visit[] = [{ value, depth: 0 }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) throw new AppError('VALIDATION_FAILED', problem, { fields: { [fieldName(visit)]: problem } });
      continue;
    }
    // Buffers are bytes, not text (and walking one would visit every byte).
    if (!current || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (visit.depth >= MAX_INPUT_DEPTH) throw new AppError('BAD_REQUEST', TOO_DEEP);
    if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++) {
        stack.push({ value: current[index], depth: visit.depth + 1, key: index, parent: visit });
      }
      continue;
    }
    for (const key of Object.keys(current)) {
      const problem = textProblem(key);
      if (problem) throw new AppError('VALIDATION_FAILED', problem, { fields: { [fieldName(visit, key)]: problem } });
      stack.push({ value: (current as Record<string, unknown>)[key], depth: visit.depth + 1, key, parent: visit });
    }
  }
}

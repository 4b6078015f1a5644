import type { MessageKey } from '@gamesouq/core';
import { AppError } from './app-error.js';

/** Deeper than any form or API body nests; JSON.parse reads far deeper, but no handler or schema should walk it. */
export const MAX_INPUT_DEPTH = 64;

const TOO_DEEP = 'validation.requestTooDeep' satisfies MessageKey;
const NUL = 'validation.textNulCharacters' satisfies MessageKey;
const ILL_FORMED = 'validation.textInvalidCharacters' satisfies MessageKey;

type Visit = { value: object; depth: number; key?: string | number; parent?: Visit };

/** `a.0.b`, as the schema errors name a field (`last` is a key of `visit`); `_` for the value itself. */
function fieldName(visit: Visit | undefined, last?: string | number): string {
  const parts = last === undefined ? [] : [String(last)];
  for (let at = visit; at?.key !== undefined; at = at.parent) parts.unshift(String(at.key));
  return parts.join('.') || '_';
}

/** `text` is the value at `key` of `parent`, or that key itself. */
function assertText(text: string, parent: Visit | undefined, key: string | number | undefined) {
  // A lone surrogate half: PostgreSQL's jsonb refuses it and text would store it as U+FFFD.
  const problem = text.includes('\u0000') ? NUL : text.isWellFormed() ? undefined : ILL_FORMED;
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { fields: { [fieldName(parent, key)]: problem } });
}

/**
 * Refuses input that the database cannot store or that nests past {@link MAX_INPUT_DEPTH}: NUL characters and lone
 * surrogates in any string, object keys included. One walk with an explicit stack, since the depth is the sender's;
 * only objects and arrays are stacked.
 */
export function assertStorableInput(value: unknown) {
  const stack: Visit[] = [];
  const visit = (child: unknown, depth: number, parent?: Visit, key?: string | number) => {
    if (typeof child === 'string') assertText(child, parent, key);
    // Buffers are bytes, not text (and walking one would visit every byte).
    else if (child && typeof child === 'object' && !ArrayBuffer.isView(child)) {
      if (depth >= MAX_INPUT_DEPTH) throw new AppError('BAD_REQUEST', TOO_DEEP);
      stack.push({ value: child, depth, key, parent });
    }
  };
  visit(value, 0);
  for (let current = stack.pop(); current; current = stack.pop()) {
    const { value: container, depth } = current;
    if (Array.isArray(container)) {
      for (let index = 0; index < container.length; index++) visit(container[index], depth + 1, current, index);
      continue;
    }
    for (const key of Object.keys(container)) {
      assertText(key, current, key);
      visit((container as Record<string, unknown>)[key], depth + 1, current, key);
    }
  }
}

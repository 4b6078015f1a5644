import { useEffect } from 'react';

/**
 * A form's draft in sessionStorage, so that what was typed survives a refresh and a step back in this tab (and leaves
 * with the tab). The screens name what a draft must never hold (passwords, codes, card data, files): those fields are
 * not written at all. A draft is cleared once its form has done its job.
 */
const PREFIX = 'gamesouq.draft.';

type Values = Record<string, unknown>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (private mode, a sandboxed frame): the form simply starts empty.
    return null;
  }
}

/** A stored value fits a field when it has the field's type (a list: of strings). */
function fits(value: unknown, like: unknown): boolean {
  if (Array.isArray(like)) return Array.isArray(value) && value.every((item) => typeof item === 'string');
  return value !== null && typeof value === typeof like;
}

/** `base` with the fields the draft `name` kept filled in; fields it does not know, or of another type, are ignored. */
export function readDraft<T extends Values>(name: string, base: T): T {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(PREFIX + name) ?? 'null');
    if (!stored || typeof stored !== 'object') return base;
    const kept = Object.entries(stored as Values).filter(([key, value]) => Object.hasOwn(base, key) && fits(value, base[key]));
    return { ...base, ...Object.fromEntries(kept) };
  } catch {
    return base;
  }
}

export function clearDraft(name: string) {
  storage()?.removeItem(PREFIX + name);
}

/** Keeps `values` (less the `never` fields) as the draft `name` whenever they change; a null name keeps nothing. */
export function useSessionDraft(name: string | null, values: Values, never: readonly string[] = []) {
  const json = name === null ? '' : JSON.stringify(Object.fromEntries(Object.entries(values).filter(([key]) => !never.includes(key))));
  useEffect(() => {
    if (name === null) return;
    try {
      storage()?.setItem(PREFIX + name, json);
    } catch {
      // Storage full: the draft is a convenience, the form goes on.
    }
  }, [name, json]);
}

import { useCallback, useEffect, useRef, useState } from 'react';

/** The value once it has stopped changing for `ms` (search boxes query the server as the user types). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * A text field bound to a value kept elsewhere (the URL): typing changes the field at once and commits after
 * `delay` ms of quiet (useDebounced); a change from outside (Back, Clear All) replaces what the field shows.
 */
export function useDebouncedField({ value, onCommit, delay = 400 }: { value: string; onCommit: (value: string) => void; delay?: number }) {
  const [draft, setDraft] = useState(value);
  const settled = useDebounced(draft, delay);
  const committed = useRef(value);
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setDraft(value);
  }, [value]);

  useEffect(() => {
    // Enter (flush) or a change from outside may have committed it already: committing again would navigate a
    // second time, and by then the user may have opened an ad, whose URL would get the filters of Home.
    if (settled === committed.current) return;
    committed.current = settled;
    commitRef.current(settled);
  }, [settled]);

  /** Commits at once (Enter). */
  const flush = useCallback(() => {
    if (draft === committed.current) return;
    committed.current = draft;
    commitRef.current(draft);
  }, [draft]);

  return { draft, setDraft, flush };
}

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A text field bound to a value kept elsewhere (the URL): typing changes the field at once and commits after
 * `delay` ms of quiet; a change from outside (Back, Clear All) replaces what the field shows.
 */
export function useDebouncedField({ value, onCommit, delay = 400 }: { value: string; onCommit: (value: string) => void; delay?: number }) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setDraft(value);
  }, [value]);

  useEffect(() => {
    if (draft === committed.current) return;
    const timer = window.setTimeout(() => {
      // Enter (flush) may have committed it already: committing again would navigate a second time, and by then
      // the user may have opened an ad, whose URL would get the filters of Home.
      if (draft === committed.current) return;
      committed.current = draft;
      commitRef.current(draft);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [draft, delay]);

  /** Commits at once (Enter). */
  const flush = useCallback(() => {
    if (draft === committed.current) return;
    committed.current = draft;
    commitRef.current(draft);
  }, [draft]);

  return { draft, setDraft, flush };
}

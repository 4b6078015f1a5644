import { useCallback, useEffect, useState } from 'react';

/**
 * The slide shown by a carousel of `count` slides: next/previous wrap around, and it moves on by itself every
 * `intervalMs` while there is more than one slide and it is not paused (hover, focus, a hidden tab).
 */
export function useCarousel({ count, intervalMs = 5000, isPaused = false }: { count: number; intervalMs?: number; isPaused?: boolean }) {
  const [index, setIndex] = useState(0);
  const [isHidden, setIsHidden] = useState(() => typeof document !== 'undefined' && document.visibilityState === 'hidden');

  useEffect(() => {
    const onChange = () => setIsHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  // A shorter list (a banner removed, another product) must not leave the index past the end.
  useEffect(() => {
    if (index >= count) setIndex(0);
  }, [count, index]);

  const next = useCallback(() => setIndex((current) => (count > 0 ? (current + 1) % count : 0)), [count]);
  const previous = useCallback(() => setIndex((current) => (count > 0 ? (current - 1 + count) % count : 0)), [count]);
  const goTo = useCallback((target: number) => setIndex(Math.max(0, Math.min(count - 1, target))), [count]);

  // The timer restarts after every change, so a slide chosen by hand stays its full interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer on purpose.
  useEffect(() => {
    if (count < 2 || isPaused || isHidden) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [count, isPaused, isHidden, intervalMs, next, index]);

  return { index: Math.min(index, Math.max(0, count - 1)), next, previous, goTo };
}

import { useCallback, useEffect, useState } from 'react';

/** Seconds left before a code may be sent again, ticking down once a second to 0. */
export function useCountdown(initialSeconds: number) {
  const [seconds, setSeconds] = useState(initialSeconds);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);

  const restart = useCallback((from: number = initialSeconds) => setSeconds(Math.max(0, Math.ceil(from))), [initialSeconds]);

  return { seconds, isRunning: seconds > 0, restart };
}

import { useCallback, useEffect, useState } from 'react';

/** Seconds left before something may happen again; ticks only while `running`. */
export function useCountdown(running: boolean, from: number) {
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (!running || seconds <= 0) return;
    const id = setTimeout(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(id);
  }, [running, seconds]);

  const restart = useCallback(() => setSeconds(from), [from]);
  const stop = useCallback(() => setSeconds(0), []);
  return { seconds, restart, stop };
}

import { useEffect, useState } from 'react';

/**
 * How long after a screen mounts its secondary code waits: past the first paint of the screen's own
 * content on a slow phone (Lighthouse's mobile run), so the two do not share the connection.
 */
const SETTLE_MS = 2500;

/** False until the screen has had time to show its content and the browser is idle, then true. */
export function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    const settle = () => setSettled(true);
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(settle, { timeout: 2000 });
      } else settle();
    }, SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [settled]);
  return settled;
}

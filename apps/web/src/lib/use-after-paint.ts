import { useEffect, useState } from 'react';

/**
 * False until the frame that shows `ready` content has been painted, then true: for the parts of a
 * screen below its first view (and the requests they make), so that on a slow phone the screen's
 * own content is painted without them sharing the connection and the main thread with it.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: number | undefined;
    const afterPaint = () => {
      // A task queued from the frame's callback runs after that frame is painted.
      timer = window.setTimeout(() => setPainted(true), 0);
    };
    const frame =
      typeof window.requestAnimationFrame === 'function'
        ? window.requestAnimationFrame(afterPaint)
        : undefined;
    if (frame === undefined) afterPaint();
    return () => {
      if (frame !== undefined) window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}

import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onReach` when the returned element scrolls into view (with a margin, so the next page
 * is usually there before the user gets to the end). Where IntersectionObserver is missing, the
 * list's Load more button does the job.
 */
export function useInfiniteScroll<T extends HTMLElement>(enabled: boolean, onReach: () => void) {
  const ref = useRef<T>(null);
  const reach = useEffectEvent(onReach);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reach();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}

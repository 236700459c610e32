import { useCallback, useState } from 'react';

/**
 * The width of an element, kept current with a ResizeObserver, so an SVG chart can be drawn at the
 * real pixel size (text and bars keep their proportions at any width). `fallback` is used until the
 * first measurement and where ResizeObserver does not exist.
 */
export function useElementWidth<T extends Element>(fallback: number) {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback((element: T | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

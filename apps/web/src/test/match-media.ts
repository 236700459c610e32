import { vi } from 'vitest';

/**
 * jsdom has no matchMedia; react-hot-toast's Toaster and media-query listeners need one.
 * Every query answers "no match" (a narrow screen that prefers no reduced motion).
 */
export function stubMatchMedia(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

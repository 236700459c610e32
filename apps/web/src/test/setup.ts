import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw';

afterEach(() => cleanup());

// Screens load their code and data before they show: on a loaded two-core machine that took more
// than the default 1 s of findBy* and waitFor (a test then failed on the loading screen).
configure({ asyncUtilTimeout: 5000 });

// The fake API (src/test/msw.ts): each test's handlers last until the test ends.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// An unexpected console.error in a test is a failure.
const originalError = console.error;
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error called: ${String(args[0])}`);
});

/**
 * jsdom has no matchMedia, and react-hot-toast's Toaster asks it about reduced motion whenever a
 * toast shows. This one answers width queries for jsdom's window (1024 px wide) and nothing else.
 */
if (typeof window.matchMedia !== 'function') {
  const widthMatches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    if (!min && !max) return false;
    return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
  };
  window.matchMedia = (query: string) =>
    ({
      matches: widthMatches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Some tests start their own app (a database and its migrations) inside the test itself.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

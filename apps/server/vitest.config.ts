import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    // On the shared CI machine a test that timed out under load runs once more; the reporter marks it.
    retry: process.env.CI === 'true' ? 1 : 0,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Some tests start their own app (a database and its migrations) inside the test itself.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

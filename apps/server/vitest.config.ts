import { defineProject } from 'vitest/config';

// What every tier of the server's tests shares; the root vitest.config.ts splits them into the
// server-unit, server-integration and server-system projects.
export default defineProject({
  test: {
    // On the shared CI machine a failed test runs once more; scripts/test.mjs names a test that
    // passed only on its retry as flaky and does not count it as passed.
    retry: process.env.CI === 'true' ? 1 : 0,
    // Some tests start their own app (a database and its migrations) inside the test itself.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

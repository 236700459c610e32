import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    // On the shared CI machine a test that timed out under load runs once more; the reporter marks it.
    retry: process.env.CI === 'true' ? 1 : 0,
  },
});

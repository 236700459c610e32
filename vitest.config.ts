import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Two cores: each server test file starts its own database, so more workers only contend.
    maxWorkers: 2,
  },
});

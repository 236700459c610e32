import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    // On the shared CI machine a test that timed out under load runs once more; the reporter marks it.
    retry: process.env.CI === 'true' ? 1 : 0,
    environment: 'jsdom',
    // Worker threads instead of processes: the screen tests share nothing across files, and a
    // thread starts quicker (the web project: 157 s against 186 s, same machine, one after another).
    pool: 'threads',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Screen tests render the whole app; a loaded CI machine needs more than the 5 s default.
    testTimeout: 20_000,
  },
});

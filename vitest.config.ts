import { defineConfig } from 'vitest/config';

/**
 * The server's tests that need no database: plain functions on their inputs. Each file runs in a
 * fresh module graph, so a file that replaces a module with `vi.mock` belongs here.
 */
const SERVER_UNIT = [
  'test/applications/csv-cell.test.ts',
  'test/profile/resume-text-limits.test.ts',
  'test/system/web-pages-start.test.ts',
];
/** Spawned processes, several app instances, crashes, shutdowns, timeouts and limits of the process. */
const SERVER_SYSTEM = ['test/system/**/*.test.ts'];

const server = (
  name: string,
  test: { include: string[]; exclude?: string[]; isolate?: boolean; env?: Record<string, string> },
) => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: { name, ...test },
});

// Three tiers (scripts/test.mjs runs them all; the PostgreSQL pass runs the two with a database):
//   unit         shared, web, server-unit: no database
//   integration  server-integration: the app on a database of each test file's own
//   system       server-system: spawned processes and whole-process behaviour
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/web',
      server('server-unit', { include: SERVER_UNIT }),
      server('server-integration', {
        include: ['test/**/*.test.ts'],
        exclude: [...SERVER_UNIT, ...SERVER_SYSTEM],
        // The files of a worker share one import of the app graph (2 to 4 s a file under load):
        // each still opens its own database and app, and no module keeps state another file sees
        // (the app's caches are kept per database). A file replaces a module with vi.spyOn and
        // restores it; vi.mock would apply to whichever file imported the module first.
        isolate: false,
        // ...and a database a file is done with is reset and handed to the next (test/spare-databases.ts).
        env: { TEST_SPARE_DATABASES: '1' },
      }),
      server('server-system', { include: SERVER_SYSTEM, exclude: SERVER_UNIT, isolate: false }),
    ],
    // Two cores: each server test file starts its own database, so more workers only contend.
    maxWorkers: 2,
  },
});

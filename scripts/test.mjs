#!/usr/bin/env node
// The one test command: the Vitest tiers (unit: no database; integration: the server on a
// database; system: spawned processes, crashes, shutdowns), then browser tests (Playwright on the
// built app in Debian's Chromium). A test that passed only on its retry (CI retries a failure
// once) is not counted as passed: it is named above the line "Flaky: N", which comes just before
// the closing line "Tests: N passed, N failed, N skipped"; more than two of them fail the run.
//   node scripts/test.mjs                  everything
//   node scripts/test.mjs --unit-only      Vitest only, every tier
//   node scripts/test.mjs --database-only  Vitest's integration and system tiers only
//   node scripts/test.mjs --e2e-only       build + browser tests only
// With DATABASE_URL set, every database test runs on that PostgreSQL server instead of PGlite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addPlaywright, addVitest, closing, emptyTally } from './test-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const args = new Set(process.argv.slice(2));
const databaseOnly = args.has('--database-only');
const runUnit = !args.has('--e2e-only');
const runE2e = !args.has('--unit-only') && !databaseOnly;
/** The Vitest projects of the tiers that need a database (vitest.config.ts names them). */
const DATABASE_PROJECTS = ['server-integration', 'server-system'];
const tally = emptyTally();
let failedStep = false;

function run(cmd, cmdArgs, env = {}) {
  const res = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

console.log(
  `Database for tests: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)'}`,
);

if (runUnit) {
  const report = path.join(tmp, 'vitest.json');
  const flakyReport = path.join(tmp, 'vitest-flaky.json');
  rmSync(report, { force: true });
  rmSync(flakyReport, { force: true });
  const status = run(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/vitest-flaky-reporter.mjs',
      `--outputFile.json=${report}`,
      ...(databaseOnly ? DATABASE_PROJECTS.flatMap((name) => ['--project', name]) : []),
    ],
    { FLAKY_REPORT: flakyReport },
  );
  addVitest(tally, readJson(report), readJson(flakyReport), root);
  if (status !== 0) failedStep = true;
}

if (runE2e) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    const banner = '!'.repeat(78);
    console.error(`\n${banner}\n!! No Chromium at ${chromium}: the BROWSER TESTS were NOT run.`);
    console.error('!! Install it with: apt-get update && apt-get install -y chromium');
    console.error(`${banner}\n`);
    if (process.env.CI === 'true') {
      console.error('CI=true: a missing Chromium is a failure.');
      failedStep = true;
    }
  } else if (run('npm', ['run', 'build']) !== 0) {
    console.error('The build failed; browser tests not run.');
    failedStep = true;
  } else {
    const report = path.join(tmp, 'playwright.json');
    rmSync(report, { force: true });
    const status = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
    addPlaywright(tally, readJson(report));
    if (status !== 0) failedStep = true;
  }
}

const { lines, ok } = closing(tally, failedStep);
for (const line of lines) console.log(line);
process.exit(ok ? 0 : 1);

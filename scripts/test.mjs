#!/usr/bin/env node
// The one test command: unit and integration tests (Vitest), then browser tests (Playwright on
// the built app in Debian's Chromium). Ends with one summary line, "Tests: N passed, N failed".
//   node scripts/test.mjs              everything
//   node scripts/test.mjs --unit-only  Vitest only
//   node scripts/test.mjs --e2e-only   build + browser tests only
// With DATABASE_URL set, every database test runs on that PostgreSQL server instead of PGlite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const args = new Set(process.argv.slice(2));
const runUnit = !args.has('--e2e-only');
const runE2e = !args.has('--unit-only');
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Names of failed tests, repeated under the summary line so a log's tail says what failed. */
const failures = [];
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
  rmSync(report, { force: true });
  const status = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = readJson(report);
  if (json) {
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    for (const file of json.testResults ?? []) {
      const where = path.relative(root, file.name);
      const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failed) failures.push(`${where} > ${t.fullName}`);
      if (file.status === 'failed' && failed.length === 0) {
        failures.push(`${where}: ${String(file.message ?? 'failed outside any test').split('\n')[0]}`);
      }
    }
  }
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
    const json = readJson(report);
    const collect = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === 'unexpected')
            failures.push(`${spec.file} > ${spec.title} [${test.projectName}]`);
        }
      }
      for (const child of suite.suites ?? []) collect(child);
    };
    for (const suite of json?.suites ?? []) collect(suite);
    if (json?.stats) {
      totals.passed += json.stats.expected + json.stats.flaky;
      totals.failed += json.stats.unexpected;
      totals.skipped += json.stats.skipped;
    }
    if (status !== 0) failedStep = true;
  }
}

if (failedStep && totals.failed === 0) totals.failed = 1; // a step failed outside any test
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
for (const name of failures) console.log(`  failed: ${name}`);
if (failedStep && failures.length === 0) console.log('  failed: a step outside any test (see above)');
process.exit(failedStep ? 1 : 0);

// What scripts/test.mjs reads from the runners' reports: counts, failed and flaky tests, and the
// closing lines. Kept apart from the runs so that it is tested on reports of known content
// (apps/server/test/system/test-report.test.ts).
import path from 'node:path';

/** More tests than this passing only on a retry in one run fail it: flakes are defects to fix. */
export const MAX_FLAKY = 2;

export function emptyTally() {
  return { passed: 0, failed: 0, skipped: 0, failures: [], flaky: [] };
}

/**
 * Adds a Vitest run: its JSON report (which counts a test that passed on its retry as passed)
 * and the list of such tests written by scripts/vitest-flaky-reporter.mjs.
 */
export function addVitest(tally, json, retried, root) {
  for (const t of retried ?? []) tally.flaky.push(`${t.name} (passed on retry ${t.retries})`);
  if (!json) return;
  tally.passed += json.numPassedTests - (retried ?? []).length;
  tally.failed += json.numFailedTests;
  tally.skipped += json.numPendingTests + json.numTodoTests;
  for (const file of json.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) tally.failures.push(`${where} > ${t.fullName}`);
    if (file.status === 'failed' && failed.length === 0) {
      tally.failures.push(`${where}: ${String(file.message ?? 'failed outside any test').split('\n')[0]}`);
    }
  }
}

/** Adds a Playwright run from its JSON report; a test that passed on a retry is "flaky" there. */
export function addPlaywright(tally, json) {
  const collect = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `${spec.file} > ${spec.title} [${test.projectName}]`;
        if (test.status === 'unexpected') tally.failures.push(name);
        if (test.status === 'flaky') {
          tally.flaky.push(`${name} (passed on retry ${(test.results ?? []).length - 1})`);
        }
      }
    }
    for (const child of suite.suites ?? []) collect(child);
  };
  for (const suite of json?.suites ?? []) collect(suite);
  if (json?.stats) {
    tally.passed += json.stats.expected;
    tally.failed += json.stats.unexpected;
    tally.skipped += json.stats.skipped;
  }
}

/**
 * The closing lines and whether the run passed: the failed and flaky tests by name, then
 * "Flaky: N", then the closing line in its fixed form "Tests: N passed, N failed, N skipped"
 * (CI tooling reads it). `failedStep`: a runner or the build exited with a failure.
 */
export function closing(tally, failedStep) {
  const failed = failedStep && tally.failed === 0 ? 1 : tally.failed; // a step failed outside any test
  const tooFlaky = tally.flaky.length > MAX_FLAKY;
  const lines = [''];
  for (const name of tally.failures) lines.push(`  failed: ${name}`);
  if (failedStep && tally.failures.length === 0) lines.push('  failed: a step outside any test (see above)');
  for (const name of tally.flaky) lines.push(`  flaky: ${name}`);
  if (tooFlaky) lines.push(`  more than ${MAX_FLAKY} tests passed only on a retry: the run fails`);
  lines.push(`Flaky: ${tally.flaky.length}`);
  lines.push(`Tests: ${tally.passed} passed, ${failed} failed, ${tally.skipped} skipped`);
  return { lines, ok: !failedStep && failed === 0 && !tooFlaky };
}

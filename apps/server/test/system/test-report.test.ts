import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addPlaywright,
  addVitest,
  closing,
  emptyTally,
  MAX_FLAKY,
} from '../../../../scripts/test-report.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const fixture = path.join(repo, 'apps/server/test/system/flaky-fixture');

// How the one test command (scripts/test.mjs) reports a test that passed only on its retry:
// named, not counted as passed, and failing the run past MAX_FLAKY.
describe('the test command on flaky tests', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'hireloop-test-report-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('names a Vitest test that passed on its retry and does not count it as passed', () => {
    const report = path.join(out, 'vitest.json');
    const flakyReport = path.join(out, 'flaky.json');
    const run = spawnSync(
      process.execPath,
      [
        path.join(repo, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--root',
        fixture,
        '--reporter=json',
        `--reporter=${path.join(repo, 'scripts/vitest-flaky-reporter.mjs')}`,
        `--outputFile.json=${report}`,
      ],
      { cwd: repo, env: { ...process.env, CI: 'false', FLAKY_REPORT: flakyReport }, encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);

    const tally = emptyTally();
    addVitest(
      tally,
      JSON.parse(readFileSync(report, 'utf8')),
      JSON.parse(readFileSync(flakyReport, 'utf8')),
      repo,
    );
    expect(tally.flaky).toEqual([
      'apps/server/test/system/flaky-fixture/tests.fixture.ts > passes on its second attempt (passed on retry 1)',
    ]);
    const { lines, ok } = closing(tally, false);
    expect(lines.slice(-3)).toEqual([
      '  flaky: apps/server/test/system/flaky-fixture/tests.fixture.ts > passes on its second attempt (passed on retry 1)',
      'Flaky: 1',
      'Tests: 1 passed, 0 failed, 1 skipped',
    ]);
    expect(ok).toBe(true);
  });

  it(`fails the run when more than ${MAX_FLAKY} tests flake, and keeps the closing line last`, () => {
    const tally = emptyTally();
    const test = (title: string, status: string, attempts: number) => ({
      title,
      tests: [{ projectName: 'desktop', status, results: Array.from({ length: attempts }, () => ({})) }],
    });
    addPlaywright(tally, {
      suites: [
        {
          specs: [
            { file: 'a.spec.ts', ...test('one', 'flaky', 2) },
            { file: 'a.spec.ts', ...test('two', 'flaky', 2) },
            { file: 'b.spec.ts', ...test('three', 'flaky', 2) },
            { file: 'b.spec.ts', ...test('four', 'expected', 1) },
            { file: 'c.spec.ts', ...test('five', 'unexpected', 2) },
          ],
        },
      ],
      stats: { expected: 1, unexpected: 1, flaky: 3, skipped: 0 },
    });
    const { lines, ok } = closing(tally, true);
    expect(ok).toBe(false);
    expect(lines).toContain('  failed: c.spec.ts > five [desktop]');
    expect(lines).toContain('  flaky: b.spec.ts > three [desktop] (passed on retry 1)');
    expect(lines.slice(-2)).toEqual(['Flaky: 3', 'Tests: 1 passed, 1 failed, 0 skipped']);
  });

  it('passes a run with at most two flaky tests and nothing failed', () => {
    const tally = emptyTally();
    tally.passed = 5;
    tally.flaky.push('x (passed on retry 1)', 'y (passed on retry 1)');
    expect(closing(tally, false).ok).toBe(true);
    expect(closing(tally, true).lines.at(-1)).toBe('Tests: 5 passed, 1 failed, 0 skipped');
  });
});

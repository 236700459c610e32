// A Vitest reporter that writes down every test that passed only on a retry (named by its file
// from the working directory), so that the one test command (scripts/test.mjs) can name it and
// never count it as passed. Vitest's JSON report marks such a test "passed" and keeps no trace of
// the failed attempt.
//   vitest run --reporter=./scripts/vitest-flaky-reporter.mjs   (writes FLAKY_REPORT, a JSON list)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export default class FlakyReporter {
  /** @type {{ name: string, retries: number }[]} */
  flaky = [];
  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    const where = path.relative(process.cwd(), testCase.module.moduleId);
    this.flaky.push({ name: `${where} > ${testCase.fullName}`, retries: diagnostic.retryCount });
  }

  onTestRunEnd() {
    const file = process.env.FLAKY_REPORT;
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(this.flaky, null, 2));
  }
}

// Types of test-report.mjs, for its test (apps/server/test/system/test-report.test.ts).
export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
  flaky: string[];
}
export const MAX_FLAKY: number;
export function emptyTally(): Tally;
export function addVitest(
  tally: Tally,
  json: unknown,
  retried: { name: string; retries: number }[] | null,
  root: string,
): void;
export function addPlaywright(tally: Tally, json: unknown): void;
export function closing(tally: Tally, failedStep: boolean): { lines: string[]; ok: boolean };

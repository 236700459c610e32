// A run of known outcome for test-report.test.ts: one test passes only on its retry.
export default { test: { retry: 1, include: ['*.fixture.ts'] } };

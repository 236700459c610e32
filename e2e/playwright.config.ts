import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { E2E_BASE_URL, E2E_PORT, ROOT } from './support/env';

export default defineConfig({
  testDir: './specs',
  outputDir: `../.tmp/e2e-results-${E2E_PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI === 'true' ? 1 : 0,
  timeout: 60_000,
  // CI shares two cores between the app, its database and two browsers: a search that answers in
  // 200 ms on a quiet machine has been seen to take over 10 s there.
  expect: { timeout: process.env.CI === 'true' ? 20_000 : 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(ROOT, `.tmp/playwright-${E2E_PORT}.json`),
      },
    ],
  ],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace of every test costs CPU on every step; CI records the retry of a failed test,
    // a run on a desktop keeps the trace of each failure.
    trace: process.env.CI === 'true' ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
});

import { defineConfig, devices } from '@playwright/test';
import debianChromium from './e2e/chromium.json';

/**
 * Browser journeys against the running stack (`npm start`, or the one scripts/e2e.mjs starts for
 * `npm test`), in Debian's Chromium: never a downloaded browser.
 */
const baseURL = process.env.MISE_E2E_URL ?? 'http://localhost:4000';
// Debian's Chromium with the flags a closed network needs (shared with scripts/lib/browser.mjs).
const chromium = {
  ...debianChromium,
  executablePath: process.env.CHROMIUM_PATH ?? debianChromium.executablePath,
};

export default defineConfig({
  testDir: 'e2e',
  // One folder per target, so runs against different servers do not clear each other's results.
  outputDir: `../.data/e2e-results/${new URL(baseURL).port || 'default'}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['./e2e/count-reporter.ts']],
  use: {
    baseURL,
    launchOptions: chromium,
    screenshot: 'only-on-failure',
    // Recording a trace costs about as much CPU as the journey itself (measured: 194-202 against
    // 105 CPU-seconds for the same 14 journeys): off unless asked for (E2E_TRACE=1 npm run e2e).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    locale: 'en-GB',
    // the app turns antd's animations off for it: no click lands on a dialog still zooming in
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Kuala_Lumpur',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
});

import { defineConfig, devices } from '@playwright/test';
import { serverEnv } from './e2e/support/server-env';

// End-to-end tests run in Debian's Chromium (never a downloaded browser) against the production
// build served by `npm start`, on its own port and its own embedded database. The second brand,
// Tavola Express, is served from the same build by a second server on the next port with its own
// database (the brand is read at run time; its pages are cached apart, src/features/page-cache):
// its specs are e2e/express/*.spec.ts, the `express` project; every other spec is `desktop`'s.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const expressPort = port + 1;
const expressBaseURL = `http://127.0.0.1:${expressPort}`;
const expressSpecs = /[\\/]express[\\/][^\\/]+\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  // One more try everywhere (CI's runner may not set CI): a test fails only when it fails twice, and
  // one that passed on its second try is counted flaky in .reports/e2e.json, for a session to fix.
  retries: 1,
  // Two workers on two cores: a whole journey with axe can take 30 s when the machine is busy.
  timeout: 60_000,
  // What a step waits for (an assertion retries until it holds): 10 s, not Playwright's 5. CI's
  // machine runs up to three times slower on some days (e2e 630 s one day, 2,039 s another), and a
  // step that takes 2 s here then missed 5 s. A passing step waits no longer for it.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL,
    // Every diner has already answered the consent bar ('Reject all'), so it never covers what a
    // test clicks; e2e/consent.spec.ts starts without it.
    storageState: 'e2e/support/consent-rejected.json',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: expressSpecs,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'express',
      testMatch: expressSpecs,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: expressBaseURL },
    },
  ],
  // Playwright starts the servers one after the other, each once it answers: the first builds
  // when the sources changed, the second serves that build (`--no-build`). Each starts on a new
  // embedded database, so a run never meets the bookings and limits of the run before.
  webServer: [
    {
      command: 'rm -rf .data/e2e && npm start',
      url: `${baseURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv, PORT: String(port), SITE_URL: baseURL, PGLITE_DIR: '.data/e2e' },
    },
    {
      command: 'rm -rf .data/e2e-express && npm start -- --no-build',
      url: `${expressBaseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        BRAND: 'tavola-express',
        PORT: String(expressPort),
        SITE_URL: expressBaseURL,
        PGLITE_DIR: '.data/e2e-express',
      },
    },
  ],
});

import { defineConfig } from '@playwright/test';
import { E2E_PORT, E2E_WORKERS } from './tests/e2e/ports';
import { DISABLE_FEATURES_SWITCH } from './tests/e2e/chromium-flags';

/** The built app to serve (helpers working in parallel build into their own folder). */
const DIST = process.env.E2E_DIST ?? 'dist';

/**
 * End-to-end tests in Debian's Chromium against the built app and the mock instance on loopback.
 * One shared build, E2E_WORKERS workers (default 2), and one mock server per worker on
 * E2E_PORT + n (tests/e2e/test.ts points each worker's baseURL at its own server).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'en-US',
    // Recording a trace costs about a third of a test's time (a page snapshot for every action), so only a
    // retried test is traced (CI retries once): a test that fails again keeps its trace. A failure on the first
    // run keeps its screenshot and error context; `--trace on` traces every test of a local run.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage', '--disable-component-update', '--no-first-run', DISABLE_FEATURES_SWITCH],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, n) => ({
    command: `npx tsx mocks/serve.ts --port ${E2E_PORT + n} --static ${DIST} --no-simulate`,
    url: `http://127.0.0.1:${E2E_PORT + n}/api/meta`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});

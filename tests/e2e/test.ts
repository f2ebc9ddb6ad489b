/**
 * The `test` and `expect` every end-to-end spec imports. Each worker gets its own mock server
 * (playwright.config.ts starts one per worker on E2E_PORT + parallelIndex), so `baseURL` — and with it
 * `page`, `page.request`, `request` and `browser.newContext()` — points at that worker's server.
 */
import { test as base } from '@playwright/test';
import { mockURLFor } from './ports';

export const test = base.extend<object, { mockURL: string }>({
  /** This worker's mock server (also usable from worker-scoped fixtures). */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  mockURL: [async ({}, provide, workerInfo) => provide(mockURLFor(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ mockURL }, provide) => provide(mockURL),
});
export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

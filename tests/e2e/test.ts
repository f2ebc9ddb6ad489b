/**
 * The `test` and `expect` every end-to-end spec imports. Kept in one place so fixtures shared by
 * all specs (for example one mock server per worker) are added once.
 */
export { test, expect } from '@playwright/test';
export type { Page, BrowserContext, Locator } from '@playwright/test';

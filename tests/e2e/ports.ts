/**
 * Where each Playwright worker's own mock server listens. Worker n (its parallelIndex) talks to
 * E2E_PORT + n; every server serves the same build (E2E_DIST), so the workers share one build but
 * never share mock state (each test's /__mock/reset touches only its worker's server).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
/** Parallel workers = mock servers (E2E_WORKERS=1 for a single server). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export function mockURLFor(parallelIndex: number): string {
  return `http://127.0.0.1:${E2E_PORT + parallelIndex}`;
}

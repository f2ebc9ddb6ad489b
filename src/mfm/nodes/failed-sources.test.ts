import { describe, expect, it } from 'vitest';
import { FAILED_SOURCE_TTL_MS, failedRecently, rememberFailedSource } from './failed-sources';

describe('failed emoji sources', () => {
  it('are skipped for a while, then tried again', () => {
    rememberFailedSource('https://x.example/a.png', 1_000);
    expect(failedRecently('https://x.example/a.png', 1_000 + FAILED_SOURCE_TTL_MS - 1)).toBe(true);
    expect(failedRecently('https://x.example/b.png', 1_000)).toBe(false);
    expect(failedRecently('https://x.example/a.png', 1_000 + FAILED_SOURCE_TTL_MS)).toBe(false);
    expect(failedRecently('https://x.example/a.png', 1_000)).toBe(false); // forgotten once expired
  });
});

/**
 * 7: typing into a long post at 4× CPU. The post form opens with 3,000 characters in it, then
 * keystrokes go in one at a time; Event Timing (`event` entries, durationThreshold 16 ms, the API's
 * floor) gives each keystroke's input-to-next-paint duration. Keystrokes with no entry took < 16 ms.
 */
import type { Browser } from '@playwright/test';
import { benchContext, cdpOf, throttle, waitForFirstNote, type StorageState } from '../lib/browser';
import type { MockHandle } from '../lib/mock-server';
import { median, percentile } from '../lib/stats';

export interface KeystrokeResult {
  keystrokes: number;
  /** Longest Event Timing duration per keystroke (0 when under the 16 ms floor). */
  durations: number[];
  p50: number;
  p95: number;
  max: number;
  over16: number;
  startChars: number;
}

const OBSERVER = `(() => {
  window.__keys = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      window.__keys.set(e.interactionId, Math.max(window.__keys.get(e.interactionId) ?? 0, e.duration));
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})()`;

export async function runKeystroke(browser: Browser, mock: MockHandle, state: StorageState, opts: { chars: number; keys: number; cpuRate: number }): Promise<KeystrokeResult> {
  const context = await benchContext(browser, mock.url, state);
  try {
    const page = await context.newPage();
    const cdp = await cdpOf(page);
    await page.goto('/');
    await waitForFirstNote(page);
    await page.locator('[data-action="post"]').first().click();
    const box = page.getByRole('dialog').locator('textarea').first();
    await box.waitFor();
    const text = ('これは長い投稿のテストです。 The quick brown fox jumps over the lazy dog. #bench :smile: @alice ').repeat(60).slice(0, opts.chars);
    await box.fill(text);
    await box.press('End');
    await page.waitForTimeout(1000);
    await page.evaluate(OBSERVER);
    await throttle(cdp, opts.cpuRate);
    const letters = 'abcdefghij klmnopqrstuvwxyz';
    for (let i = 0; i < opts.keys; i++) {
      await page.keyboard.press(letters[i % letters.length] === ' ' ? 'Space' : letters[i % letters.length]!);
      await page.waitForTimeout(120);
    }
    await page.waitForTimeout(500);
    await throttle(cdp, 1);
    const measured = await page.evaluate<number[]>(`[...window.__keys.values()]`);
    // Playwright's press is keydown + keypress/input + keyup: two interactions a key at most.
    const durations = [...measured, ...Array(Math.max(0, opts.keys - measured.length)).fill(0)].sort((a, b) => a - b);
    return {
      keystrokes: opts.keys,
      durations,
      p50: median(durations),
      p95: percentile(durations, 95),
      max: durations[durations.length - 1] ?? 0,
      over16: measured.filter((d) => d > 16).length,
      startChars: text.length,
    };
  } finally {
    await context.close();
  }
}

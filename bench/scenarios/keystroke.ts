/**
 * 7: typing into a long post at 4× CPU. The post form opens with 3,000 characters in it, then
 * keystrokes go in one at a time; Event Timing (`event` entries, durationThreshold 16 ms, the API's
 * floor) gives each keystroke's input-to-next-paint duration. Keystrokes with no entry took < 16 ms.
 * The baseline types the same keys into a bare page holding one textarea with the app field's box
 * and font: what Chromium itself needs to lay out and paint that text, with no app around it.
 * Both are then typed into again with the field emptied first: the same keys without the long text
 * to lay out, which splits a keystroke's time into what the text costs and what the page around it
 * costs (an empty bare field shows the method's own floor).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { benchContext, cdpOf, throttle, VIEWPORT, waitForFirstNote, type StorageState } from '../lib/browser';
import type { MockHandle } from '../lib/mock-server';
import { median, percentile } from '../lib/stats';

export interface KeystrokeFigures {
  /** Longest Event Timing duration per keystroke (0 when under the 16 ms floor). */
  durations: number[];
  p50: number;
  p95: number;
  max: number;
  over16: number;
}

export interface KeystrokeResult extends KeystrokeFigures {
  keystrokes: number;
  startChars: number;
  baseline: KeystrokeFigures;
  /** The same keys into the emptied field: the app's, then the bare page's. */
  empty: { app: KeystrokeFigures; baseline: KeystrokeFigures };
}

// Entries from before the observer (the fill and the End key that place the caret) are left out:
// with `buffered` they would count as a 61st keystroke of 60. A second pass on the same page
// replaces the first pass's observer.
const OBSERVER = `(() => {
  window.__keysObserver?.disconnect();
  window.__keys = new Map();
  const since = performance.now();
  window.__keysObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId || e.startTime < since) continue;
      window.__keys.set(e.interactionId, Math.max(window.__keys.get(e.interactionId) ?? 0, e.duration));
    }
  });
  window.__keysObserver.observe({ type: 'event', buffered: true, durationThreshold: 16 });
})()`;

/** The field's computed box and font, copied onto the baseline's textarea. */
const FIELD_STYLE = ['font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing', 'width', 'height', 'padding', 'border', 'box-sizing', 'white-space', 'word-break', 'overflow-wrap', 'tab-size'] as const;

async function typeInto(page: Page, box: Locator, text: string, keys: number, cpuRate: number): Promise<KeystrokeFigures> {
  const cdp = await cdpOf(page);
  await box.fill(text);
  await box.press('End');
  await page.waitForTimeout(1000);
  await page.evaluate(OBSERVER);
  await throttle(cdp, cpuRate);
  const letters = 'abcdefghij klmnopqrstuvwxyz';
  for (let i = 0; i < keys; i++) {
    await page.keyboard.press(letters[i % letters.length] === ' ' ? 'Space' : letters[i % letters.length]!);
    await page.waitForTimeout(120);
  }
  await page.waitForTimeout(500);
  await throttle(cdp, 1);
  const measured = await page.evaluate<number[]>(`[...window.__keys.values()]`);
  // Playwright's press is keydown + keypress/input + keyup: two interactions a key at most.
  const durations = [...measured, ...Array(Math.max(0, keys - measured.length)).fill(0)].sort((a, b) => a - b);
  return { durations, p50: median(durations), p95: percentile(durations, 95), max: durations[durations.length - 1] ?? 0, over16: measured.filter((d) => d > 16).length };
}

export async function runKeystroke(
  browser: Browser,
  mock: MockHandle,
  baselineUrl: string,
  state: StorageState,
  opts: { chars: number; keys: number; cpuRate: number },
): Promise<KeystrokeResult> {
  const text = ('これは長い投稿のテストです。 The quick brown fox jumps over the lazy dog. #bench :smile: @alice ').repeat(60).slice(0, opts.chars);
  const context = await benchContext(browser, mock.url, state);
  let app: KeystrokeFigures;
  let appEmpty: KeystrokeFigures;
  let style: Record<string, string>;
  try {
    const page = await context.newPage();
    await page.goto('/');
    await waitForFirstNote(page);
    await page.locator('[data-action="post"]').first().click();
    const box = page.getByRole('dialog').locator('textarea').first();
    await box.waitFor();
    app = await typeInto(page, box, text, opts.keys, opts.cpuRate);
    appEmpty = await typeInto(page, box, '', opts.keys, opts.cpuRate);
    style = await box.evaluate((el, names) => {
      const cs = getComputedStyle(el);
      return Object.fromEntries(names.map((n) => [n, cs.getPropertyValue(n)]));
    }, [...FIELD_STYLE]);
  } finally {
    await context.close();
  }
  const bare = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
  try {
    const page = await bare.newPage();
    await page.goto(`${baselineUrl}/textarea`);
    const box = page.locator('textarea');
    await box.evaluate((el, s) => {
      for (const [k, v] of Object.entries(s)) (el as HTMLElement).style.setProperty(k, v);
    }, style);
    const baseline = await typeInto(page, box, text, opts.keys, opts.cpuRate);
    const baselineEmpty = await typeInto(page, box, '', opts.keys, opts.cpuRate);
    return { keystrokes: opts.keys, startChars: text.length, ...app, baseline, empty: { app: appEmpty, baseline: baselineEmpty } };
  } finally {
    await bare.close();
  }
}

/**
 * 7: typing into a long post at 4× CPU, against a bare textarea typed the same way in the same run.
 *
 * The post form opens with 3,000 characters; the bare page (bench/baseline/textarea.html) holds one
 * textarea given the app field's computed box and font: what Chromium itself needs to lay out and
 * paint that text, with no app around it. Both pages stay open, both throttled, and the keys go to
 * them alternately, one key at a time (app then bare field, then bare field then app, …), 60 ms
 * apart, so each field gets a key every 120 ms and a machine that gets busier or quieter during the
 * run weighs on both alike; the keys are counted in rounds, each round reported with its own ratio.
 *
 * A keystroke's time is measured in the page, the same way on both: from the keydown event's time
 * stamp to the end of the first frame after its `input` event (a requestAnimationFrame callback
 * posted from that input event, then a MessageChannel message: that message runs once the frame's
 * style, layout and paint are done). Unlike Event Timing it has no 16 ms floor nor 8 ms steps; Event
 * Timing's own figures are kept beside it. The pointer rests at the same place on both pages (where
 * the app's post button was clicked). Then one more round types the same keys into both fields
 * emptied: the page around the field without the text, and the method's own floor.
 */
import { loadavg } from 'node:os';
import type { Browser, Locator, Page } from '@playwright/test';
import { benchContext, cdpOf, throttle, VIEWPORT, waitForFirstNote, type StorageState } from '../lib/browser';
import type { MockHandle } from '../lib/mock-server';
import { median, percentile } from '../lib/stats';

/** The budget: the app's keystroke at most this many times the bare field's. */
export const KEYSTROKE_TARGET_RATIO = 1.25;

export interface KeystrokeFigures {
  /** Keydown → end of the next frame, per keystroke (ms), sorted. */
  durations: number[];
  p50: number;
  p95: number;
  mean: number;
  /** Event Timing, longest duration per interaction (0 under the API's 16 ms floor), sorted. */
  eventTiming: number[];
}

export interface KeystrokeRound {
  /** Which page took the round's first key (the order alternates key by key). */
  first: 'app' | 'bare';
  app: KeystrokeFigures;
  bare: KeystrokeFigures;
  /** 1-minute load average when the round started. */
  load: number;
}

export interface KeystrokeResult {
  keysPerRound: number;
  startChars: number;
  rounds: KeystrokeRound[];
  /** All rounds' keystrokes together. */
  app: KeystrokeFigures;
  bare: KeystrokeFigures;
  /** The same keys into both fields emptied (one round). */
  empty: { app: KeystrokeFigures; bare: KeystrokeFigures };
  loadBefore: number;
  loadAfter: number;
}

// Installed once per page. Only keystrokes typed while `on` count; each keydown starts one sample,
// which its first `input` event closes after the next frame. Event Timing entries are kept per
// interaction, from the moment typing starts (the fill and End key before it are left out).
const PROBE = `(() => {
  if (window.__ks) return;
  const ks = (window.__ks = { on: false, since: 0, samples: [], et: new Map(), pending: null });
  addEventListener('keydown', (e) => {
    if (ks.on) ks.pending = { start: e.timeStamp, input: false };
  }, true);
  addEventListener('input', () => {
    const p = ks.pending;
    if (!ks.on || !p || p.input) return;
    p.input = true;
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => ks.samples.push(performance.now() - p.start);
      ch.port2.postMessage(0);
    });
  }, true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!ks.on || !e.interactionId || e.startTime < ks.since) continue;
      ks.et.set(e.interactionId, Math.max(ks.et.get(e.interactionId) ?? 0, e.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16 });
})()`;

/** The field's computed box and font, copied onto the baseline's textarea. */
const FIELD_STYLE = ['font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing', 'width', 'height', 'padding', 'border', 'box-sizing', 'white-space', 'word-break', 'overflow-wrap', 'tab-size'] as const;

const LETTERS = 'abcdefghij klmnopqrstuvwxyz';

export function figures(durations: number[], eventTiming: number[]): KeystrokeFigures {
  const sorted = [...durations].sort((a, b) => a - b);
  const mean = sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : NaN;
  return { durations: sorted, p50: median(sorted), p95: percentile(sorted, 95), mean, eventTiming: [...eventTiming].sort((a, b) => a - b) };
}

export function pooled(list: KeystrokeFigures[]): KeystrokeFigures {
  return figures(
    list.flatMap((f) => f.durations),
    list.flatMap((f) => f.eventTiming),
  );
}

interface Field {
  page: Page;
  box: Locator;
}

/** The field filled with `text`, the caret at its end, the probe counting from now. */
async function prepare({ page, box }: Field, text: string): Promise<void> {
  await box.fill(text);
  await box.press('End');
  // Past the form's settling (text copy 250 ms, draft write 150 ms after the last change).
  await page.waitForTimeout(1000);
  await page.evaluate(`Object.assign(window.__ks, { on: true, since: performance.now(), samples: [], et: new Map(), pending: null })`);
}

/** What the probe measured since the last take. */
async function take({ page }: Field, keys: number): Promise<KeystrokeFigures> {
  const r = await page.evaluate<{ samples: number[]; et: number[] }>(
    `(() => { const ks = window.__ks; const out = { samples: ks.samples, et: [...ks.et.values()] }; ks.samples = []; ks.et = new Map(); return out; })()`,
  );
  if (r.samples.length < keys) throw new Error(`the probe saw ${r.samples.length} of ${keys} keystrokes`);
  // Playwright's press is keydown + keypress/input + keyup: two interactions a key at most.
  return figures(r.samples, [...r.et, ...Array(Math.max(0, keys - r.et.length)).fill(0)]);
}

/** `rounds` × `keys` keystrokes into each field, alternating between them key by key. */
async function typeAlternately(app: Field, bare: Field, text: string, keys: number, rounds: number, cpuRate: number): Promise<KeystrokeRound[]> {
  await prepare(app, text);
  await prepare(bare, text);
  const cdps = [await cdpOf(app.page), await cdpOf(bare.page)];
  const out: KeystrokeRound[] = [];
  try {
    for (const cdp of cdps) await throttle(cdp, cpuRate);
    for (let r = 0; r < rounds; r++) {
      const load = loadavg()[0]!;
      for (let i = 0; i < keys; i++) {
        const ch = LETTERS[i % LETTERS.length]!;
        for (const f of (r * keys + i) % 2 === 0 ? [app, bare] : [bare, app]) {
          await f.page.keyboard.press(ch === ' ' ? 'Space' : ch);
          await f.page.waitForTimeout(60);
        }
      }
      await app.page.waitForTimeout(300);
      out.push({ first: (r * keys) % 2 === 0 ? 'app' : 'bare', app: await take(app, keys), bare: await take(bare, keys), load });
    }
  } finally {
    for (const cdp of cdps) {
      await throttle(cdp, 1);
      await cdp.detach();
    }
    for (const f of [app, bare]) await f.page.evaluate(`window.__ks.on = false`);
  }
  return out;
}

export async function runKeystroke(
  browser: Browser,
  mock: MockHandle,
  baselineUrl: string,
  state: StorageState,
  opts: { chars: number; keys: number; rounds: number; cpuRate: number },
): Promise<KeystrokeResult> {
  const text = ('これは長い投稿のテストです。 The quick brown fox jumps over the lazy dog. #bench :smile: @alice ').repeat(60).slice(0, opts.chars);
  const context = await benchContext(browser, mock.url, state);
  const bareContext = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await waitForFirstNote(page);
    const post = page.locator('[data-action="post"]').first();
    // The pointer stays where it clicked the post button; the bare page gets it at the same place
    // (a pointer over a page makes Chromium update the hover state after each keystroke's layout).
    const at = await post.boundingBox();
    await post.click();
    const box = page.getByRole('dialog').locator('textarea').first();
    await box.waitFor();
    const style = await box.evaluate((el, names) => {
      const cs = getComputedStyle(el);
      return Object.fromEntries(names.map((n) => [n, cs.getPropertyValue(n)]));
    }, [...FIELD_STYLE]);
    await page.evaluate(PROBE);
    const app: Field = { page, box };

    const barePage = await bareContext.newPage();
    await barePage.goto(`${baselineUrl}/textarea`);
    const bareBox = barePage.locator('textarea');
    await bareBox.evaluate((el, s) => {
      for (const [k, v] of Object.entries(s)) (el as HTMLElement).style.setProperty(k, v);
    }, style);
    await barePage.evaluate(PROBE);
    if (at) await barePage.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    const bare: Field = { page: barePage, box: bareBox };

    const loadBefore = loadavg()[0]!;
    const rounds = await typeAlternately(app, bare, text, opts.keys, opts.rounds, opts.cpuRate);
    const [empty] = await typeAlternately(app, bare, '', opts.keys, 1, opts.cpuRate);
    return {
      keysPerRound: opts.keys,
      startChars: text.length,
      rounds,
      app: pooled(rounds.map((x) => x.app)),
      bare: pooled(rounds.map((x) => x.bare)),
      empty: { app: empty!.app, bare: empty!.bare },
      loadBefore,
      loadAfter: loadavg()[0]!,
    };
  } finally {
    await context.close();
    await bareContext.close();
  }
}

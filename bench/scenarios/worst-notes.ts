/**
 * 5b (issue #52, item 4): the worst notes a user can post — 100 KB of plain text, 100 KB of MFM,
 * deep nesting, 5,000 unknown custom emoji, thousands of mentions and links — six of each arriving
 * at the top of the open home timeline: main-thread time per note against an ordinary note, the
 * longest task, and the custom emoji images the page asked for.
 */
import type { Browser, Page } from '@playwright/test';
import { benchContext, cdpOf, openConnectedHome, pollUntil, taskSeconds, type StorageState } from '../lib/browser';
import type { MockHandle } from '../lib/mock-server';
import { fmt, type Row } from '../lib/report';
import { median } from '../lib/stats';
import { worstTexts, WORST_KINDS, type WorstKind } from '../../src/mfm/worst-texts';

const NOTES = 6;
const KINDS: readonly WorstKind[] = ['ordinary', ...WORST_KINDS];

export interface WorstSample {
  /** Main-thread time (CDP TaskDuration) from posting the six until they are drawn and settled, per note. */
  msPerNote: number;
  /** The longest task in that time. */
  longestTaskMs: number;
  /** Custom emoji image loads (`/emoji/`, the image proxy; redirect hops not counted) in that time, per note. */
  emojiRequestsPerNote: number;
}

export type WorstResult = { runs: number; kinds: Record<WorstKind, WorstSample> };

const LONG_TASKS = `(() => { window.__worstLong = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__worstLong = Math.max(window.__worstLong, e.duration); }).observe({ type: 'longtask' }); return true; })()`;

/** Alice posts six notes of `kind`; returns once all six are in the feed and a second has passed. */
async function postSix(page: Page, mock: MockHandle, kind: WorstKind, seed: number): Promise<void> {
  const ids: string[] = [];
  for (let i = 0; i < NOTES; i++) {
    const text = worstTexts(seed * NOTES + i)[kind];
    ids.push((await mock.control<{ createdNote: { id: string } }>('post', { username: 'alice', text })).createdNote.id);
  }
  const selector = ids.map((id) => `[role="feed"] article[data-note-id="${id}"]`).join(',');
  await pollUntil(page, `document.querySelectorAll('${selector}').length === ${NOTES}`, 120_000);
  await page.waitForTimeout(1000);
}

async function once(browser: Browser, mock: MockHandle, state: StorageState, kind: WorstKind, run: number): Promise<WorstSample> {
  await mock.control('reset');
  const context = await benchContext(browser, mock.url, state);
  try {
    const page = await context.newPage();
    const cdp = await cdpOf(page);
    await cdp.send('Performance.enable');
    await openConnectedHome(page);
    // Warm-up: six ordinary notes first, so the chunks and code paths an ordinary note needs are loaded and compiled.
    await postSix(page, mock, 'ordinary', 1000 + run);
    await page.evaluate(LONG_TASKS);
    let emoji = 0;
    page.on('request', (r) => {
      // Image loads: a redirect's second hop (the mock's proxy sends unknown images back to the original) is not another.
      if (/\/emoji\/|\/proxy\/image\.webp/.test(r.url()) && !r.redirectedFrom()) emoji++;
    });
    const before = await taskSeconds(cdp);
    await postSix(page, mock, kind, run);
    const after = await taskSeconds(cdp);
    const longest = await page.evaluate<number>('window.__worstLong');
    return { msPerNote: ((after - before) * 1000) / NOTES, longestTaskMs: longest, emojiRequestsPerNote: emoji / NOTES };
  } finally {
    await context.close();
  }
}

export async function runWorstNotes(browser: Browser, mock: MockHandle, state: StorageState, runs: number): Promise<WorstResult> {
  const kinds = {} as Record<WorstKind, WorstSample>;
  for (const kind of KINDS) {
    const samples: WorstSample[] = [];
    for (let r = 0; r < runs; r++) samples.push(await once(browser, mock, state, kind, r));
    kinds[kind] = {
      msPerNote: median(samples.map((s) => s.msPerNote)),
      longestTaskMs: median(samples.map((s) => s.longestTaskMs)),
      emojiRequestsPerNote: median(samples.map((s) => s.emojiRequestsPerNote)),
    };
  }
  return { runs, kinds };
}

const LABELS: Record<WorstKind, string> = {
  ordinary: 'ordinary note (a little MFM, one emoji, a link)',
  plain100k: '100 KB plain text',
  mfm100k: '100 KB MFM-heavy',
  deepNesting: 'deep nesting (3,000 levels written)',
  shortcodes5k: '5,000 unknown :shortcode:s',
  mentionsLinks: '3,000 mentions, links and hashtags',
};

export function worstRows(r: WorstResult): Row[] {
  const base = r.kinds.ordinary.msPerNote;
  return KINDS.map((kind) => {
    const s = r.kinds[kind];
    const vs = kind === 'ordinary' ? 'the control' : `${fmt.x(s.msPerNote / base)} an ordinary note`;
    return ['5b worst notes', `main-thread time per note: ${LABELS[kind]}`, fmt.ms(s.msPerNote), String(r.runs), `${vs}; longest task ${fmt.ms(s.longestTaskMs)}; emoji image loads per note ${s.emojiRequestsPerNote.toFixed(1)} (a failing one: its route, then the proxy); ${NOTES} posted at the top of the open home timeline`] as Row;
  });
}

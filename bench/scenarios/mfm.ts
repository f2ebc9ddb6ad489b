/** 5: MFM-heavy notes — main-thread time per note in the app, and the mfm-js parse time alone (floor). */
import type { Browser } from '@playwright/test';
import { parse } from 'mfm-js';
import { benchContext, cdpOf, taskSeconds, waitForFirstNote, type StorageState } from '../lib/browser';
import { mfmTexts } from '../lib/mfm-texts';
import type { MockHandle } from '../lib/mock-server';
import { median } from '../lib/stats';
import { bulkPost } from './scroll';

/** Steps down the feed a viewport at a time (two frames per step) until `target` notes were shown. */
const STEP_SCRIPT = (target: number) => `(async (target) => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const seen = new Set();
  const t0 = performance.now();
  while (performance.now() - t0 < 180000) {
    for (const a of document.querySelectorAll('[role="feed"] article')) seen.add(a.getAttribute('data-note-id'));
    if (seen.size >= target) break;
    const y = window.scrollY;
    window.scrollBy(0, window.innerHeight);
    await frame();
    await frame();
    if (window.scrollY === y) await new Promise((r) => setTimeout(r, 30));
  }
  return seen.size;
})(${target})`;

async function postMfm(mock: MockHandle, texts: string[]): Promise<void> {
  const queue = [...texts.entries()].reverse(); // the first text ends up newest
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await mock.control('post', { username: 'alice', text: next[1] });
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}

async function stepThrough(browser: Browser, mock: MockHandle, state: StorageState, notes: number): Promise<{ msPerNote: number; notes: number }> {
  const context = await benchContext(browser, mock.url, state);
  try {
    const page = await context.newPage();
    const cdp = await cdpOf(page);
    await cdp.send('Performance.enable');
    await page.goto('/');
    await waitForFirstNote(page);
    await page.waitForTimeout(1500);
    const before = await taskSeconds(cdp);
    const shown = await page.evaluate<number>(STEP_SCRIPT(notes));
    const after = await taskSeconds(cdp);
    return { msPerNote: ((after - before) * 1000) / shown, notes: shown };
  } finally {
    await context.close();
  }
}

export function parseFloorMsPerNote(texts: string[], rounds = 5): number {
  for (const t of texts) parse(t, { nestLimit: 20 }); // warm-up
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (const t of texts) parse(t, { nestLimit: 20 });
    times.push((performance.now() - t0) / texts.length);
  }
  return median(times);
}

export async function runMfm(browser: Browser, mock: MockHandle, state: StorageState, opts: { notes: number; runs: number }) {
  const texts = mfmTexts(opts.notes);
  await mock.control('reset');
  await bulkPost(mock, 'alice', opts.notes, 'plain note');
  const plain: number[] = [];
  for (let i = 0; i < opts.runs; i++) plain.push((await stepThrough(browser, mock, state, opts.notes)).msPerNote);
  await mock.control('reset');
  await postMfm(mock, texts);
  const mfm: number[] = [];
  let shown = 0;
  for (let i = 0; i < opts.runs; i++) {
    const r = await stepThrough(browser, mock, state, opts.notes);
    mfm.push(r.msPerNote);
    shown = r.notes;
  }
  return { runs: opts.runs, notes: shown, mfmMsPerNote: median(mfm), plainMsPerNote: median(plain), parseMsPerNote: parseFloorMsPerNote(texts), samples: { mfm, plain } };
}

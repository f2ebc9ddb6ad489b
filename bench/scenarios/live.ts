/** 4: 20 notes a second arriving on the home timeline, reader at the top and scrolled down. */
import type { Browser } from '@playwright/test';
import { benchContext, cdpOf, heapAfterGc, openConnectedHome, type StorageState } from '../lib/browser';
import { liveLoad } from '../lib/live-load';
import type { MockHandle } from '../lib/mock-server';
import { frameStats } from '../lib/stats';
import { bulkPost } from './scroll';

export interface LiveSample {
  seconds: number;
  posted: number;
  p50: number;
  p95: number;
  p99: number;
  dropped: number;
  droppedPct: number;
  longTasks: number;
  heapStartMiB: number;
  heapEndMiB: number;
  heapGrowthMiB: number;
  maxArticles: number;
}

export async function liveOnce(browser: Browser, mock: MockHandle, state: StorageState, where: 'top' | 'scrolled', seconds: number, perSecond = 20): Promise<LiveSample> {
  await mock.control('reset');
  await bulkPost(mock, 'bob', 200, 'before');
  const context = await benchContext(browser, mock.url, state);
  try {
    const page = await context.newPage();
    const cdp = await cdpOf(page);
    await openConnectedHome(page);
    if (where === 'scrolled') {
      for (let y = 1000; y <= 6000; y += 1000) {
        await page.evaluate(`window.scrollTo(0, ${y})`);
        await page.waitForTimeout(150);
      }
    }
    await page.waitForTimeout(1000);
    const heapStart = await heapAfterGc(cdp);
    await page.evaluate(`window.__bench.startFrames()`);
    const sampleArticles = setInterval(() => {
      void page
        .evaluate<number>(`document.querySelectorAll('[role="feed"] article').length`)
        .then((n) => (maxArticles = Math.max(maxArticles, n)))
        .catch(() => undefined);
    }, 1000);
    let maxArticles = 0;
    const load = await liveLoad((body) => mock.control('post', body), { perSecond, seconds, users: ['alice', 'bob'], text: (i) => `live ${where} ${i} — a note arriving while the reader is ${where === 'top' ? 'at the top' : 'scrolled down'}` });
    clearInterval(sampleArticles);
    const { deltas, longTasks } = await page.evaluate<{ deltas: number[]; longTasks: Array<[number, number]> }>(`window.__bench.stopFrames()`);
    await page.waitForTimeout(1500);
    const heapEnd = await heapAfterGc(cdp);
    const f = frameStats(deltas);
    return {
      seconds,
      posted: load.posted,
      p50: f.p50,
      p95: f.p95,
      p99: f.p99,
      dropped: f.dropped,
      droppedPct: f.droppedPct,
      longTasks: longTasks.length,
      heapStartMiB: heapStart / 2 ** 20,
      heapEndMiB: heapEnd / 2 ** 20,
      heapGrowthMiB: (heapEnd - heapStart) / 2 ** 20,
      maxArticles,
    };
  } finally {
    await context.close();
  }
}

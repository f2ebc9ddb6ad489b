/**
 * 8: an hour of reading (issue 50, item 5). Carol reads her home timeline for BENCH_READ_MINUTES
 * (60 in a full run, 2 in a quick one) while notes arrive at 5 a second: wheel and keys, a pause of
 * 2–6 s to read, now and then back to the top or into a note and Back. Every minute: the heap after
 * a forced GC, all elements, rendered notes. Throughout: frames, long tasks, long animation frames.
 */
import type { Browser } from '@playwright/test';
import { benchContext, cdpOf, openConnectedHome, type StorageState } from '../lib/browser';
import { liveLoad } from '../lib/live-load';
import type { MockHandle } from '../lib/mock-server';
import { countStreamNotes, frameCauses, READING_PROBE, readUntil, sampleReading, seeded, type FrameCauses, type FrameRecord, type Loaf, type ReaderCounts, type ReadingSample } from '../lib/reading';
import { fmt, type Row } from '../lib/report';
import { bulkPost } from './scroll';

export interface ReadingOptions {
  minutes: number;
  perSecond: number;
  seed: number;
  log?: (msg: string) => void;
}

export interface ReadingResult {
  minutes: number;
  perSecond: number;
  posted: number;
  failed: number;
  /** Notes that came in on the page's stream socket. */
  received: number;
  samples: ReadingSample[];
  /** Least-squares slope of the heap samples (MiB per minute). */
  heapSlopeMiBPerMin: number;
  frames: number;
  over25: number;
  maxFrameMs: number;
  longTasks: number;
  longTaskMs: number;
  causes: FrameCauses;
  perMinute: Array<{ minute: number; frames: number; over50: number; longTasks: number }>;
  reader: ReaderCounts;
  /** The longest animation frames (for the raw JSON: what ran in them). */
  worstFrames: Loaf[];
}

/** Notes of a few shapes and lengths, as other users write them. */
function liveText(i: number): string {
  const shapes = [
    `reading ${i}: a short note`,
    `reading ${i}: a longer note that goes on for a while about the day, the weather and what is for dinner tonight, so that it wraps over two or three lines in the timeline`,
    `reading ${i}: with a #hashtag and a link https://example.com/${i}`,
    `reading ${i}: **bold** and a mention of @carol`,
    `reading ${i}\nover\nseveral\nlines`,
  ];
  return shapes[i % shapes.length]!;
}

/** Least-squares slope of y over x. */
export function slope(points: ReadonlyArray<[number, number]>): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, p) => s + p[0], 0) / n;
  const my = points.reduce((s, p) => s + p[1], 0) / n;
  const sxx = points.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
  const sxy = points.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0);
  return sxx ? sxy / sxx : NaN;
}

export async function runReading(browser: Browser, mock: MockHandle, state: StorageState, o: ReadingOptions): Promise<ReadingResult> {
  const log = o.log ?? (() => undefined);
  await mock.control('reset');
  await bulkPost(mock, 'bob', 200, 'before reading');
  const context = await benchContext(browser, mock.url, state);
  await context.addInitScript(READING_PROBE);
  try {
    const page = await context.newPage();
    const cdp = await cdpOf(page);
    await openConnectedHome(page);
    await page.waitForTimeout(2000);
    const received = await countStreamNotes(cdp);
    await page.evaluate('window.__reading.start()');
    const samples = [await sampleReading(page, cdp, 0)];
    const records: FrameRecord[] = [];
    const perMinute: ReadingResult['perMinute'] = [];
    const t0 = Date.now();
    const deadline = t0 + o.minutes * 60_000;
    let next = 1;
    const sampleDue = async () => {
      while (next <= o.minutes && Date.now() - t0 >= next * 60_000) {
        const rec = await page.evaluate<FrameRecord>('window.__reading.take()');
        records.push(rec);
        perMinute.push({ minute: next, frames: rec.frames, over50: rec.over50Count, longTasks: rec.longTasks.length });
        const s = await sampleReading(page, cdp, next);
        samples.push(s);
        log(`reading minute ${next}: heap ${s.heapMiB.toFixed(2)} MiB, ${s.domNodes} elements, ${s.articles} notes rendered, frames over 50 ms ${rec.over50Count}, long tasks ${rec.longTasks.length}, ${received()} notes received`);
        next++;
      }
    };
    const load = liveLoad((body) => mock.control('post', body), { perSecond: o.perSecond, seconds: o.minutes * 60, users: ['alice', 'bob'], text: liveText });
    const reader: ReaderCounts = { wheelDown: 0, keys: 0, toTop: 0, opened: 0, steps: 0 };
    await readUntil(page, deadline, seeded(o.seed), sampleDue, reader);
    const posted = await load;
    // The last minute's sample (the reader's last pause may end a moment before the minute does).
    while (next <= o.minutes) {
      await page.waitForTimeout(Math.max(0, t0 + next * 60_000 - Date.now()));
      await sampleDue();
    }
    const causes = frameCauses(records);
    const all = records.flatMap((r) => r.longTasks);
    return {
      minutes: o.minutes,
      perSecond: o.perSecond,
      posted: posted.posted,
      failed: posted.failed,
      received: received(),
      samples,
      heapSlopeMiBPerMin: slope(samples.map((s) => [s.minute, s.heapMiB])),
      frames: records.reduce((s, r) => s + r.frames, 0),
      over25: records.reduce((s, r) => s + r.over25, 0),
      maxFrameMs: Math.max(0, ...records.map((r) => r.maxDelta)),
      longTasks: all.length,
      longTaskMs: all.reduce((s, l) => s + l[1], 0),
      causes,
      perMinute,
      reader,
      worstFrames: records
        .flatMap((r) => r.loafs)
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 15),
    };
  } finally {
    await context.close();
  }
}

export function readingRows(r: ReadingResult): Row[] {
  const section = `10 reading ${r.minutes} min, ${r.perSecond}/s`;
  const first = r.samples[0]!;
  const last = r.samples[r.samples.length - 1]!;
  const maxNodes = Math.max(...r.samples.map((s) => s.domNodes));
  const maxArticles = Math.max(...r.samples.map((s) => s.articles));
  const growth = last.heapMiB - first.heapMiB;
  const c = r.causes;
  const scripts = c.topScripts.length ? `; app scripts: ${c.topScripts.map(([n, ms]) => `${n} ${ms} ms`).join(', ')}` : '';
  return [
    [section, 'heap after GC, start → end (growth)', `${fmt.mib(first.heapMiB)} → ${fmt.mib(last.heapMiB)} (${growth >= 0 ? '+' : ''}${fmt.mib(growth)})`, '1', `target growth ≤ 10 MB; slope ${r.heapSlopeMiBPerMin.toFixed(3)} MiB/min over ${r.samples.length} samples (one a minute, CDP collectGarbage + getHeapUsage)`],
    [section, 'DOM elements, start → max → end', `${first.domNodes} → ${maxNodes} → ${last.domNodes}`, '1', `target flat; document.querySelectorAll('*') each minute; max ${maxArticles} notes rendered`],
    [section, 'frames over 50 ms: from the app\'s script', `${c.appScript} / ${c.over50}`, '1', `target 0; of ${r.frames} frames (${r.over25} over 25 ms, max ${fmt.frame(r.maxFrameMs)}); main thread otherwise busy (layout, paint, GC): ${c.mainThreadOther}; not the main thread: ${c.notMainThread}${c.unsorted ? `; not sorted: ${c.unsorted}` : ''}${scripts}`],
    [section, 'long tasks over 50 ms (count / total)', `${r.longTasks} / ${fmt.ms(r.longTaskMs)}`, '1', 'the forced GC and element counts of the samples excluded'],
    [section, 'notes received / posted', `${r.received} / ${r.posted}`, '1', `${r.failed} posts failed; reader: ${r.reader.steps} steps, ${r.reader.wheelDown} wheel, ${r.reader.keys} keys, ${r.reader.toTop} back to top, ${r.reader.opened} notes opened and Back`],
  ];
}

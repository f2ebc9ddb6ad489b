/** Turns scenario results into table rows. */
import { fmt, target, type Row } from './report';
import { FRAME_MS, median, percentile } from './stats';
import type { DeckResult } from '../scenarios/deck';
import type { EmojiSearchResult } from '../scenarios/emoji-search';
import type { LiveSample } from '../scenarios/live';
import type { LoadResult } from '../scenarios/load';
import { KEYSTROKE_TARGET_RATIO, type KeystrokeFigures, type KeystrokeResult } from '../scenarios/keystroke';
import type { ScrollSample, ScrollSet } from '../scenarios/scroll';

export function loadRows(r: LoadResult): Row[] {
  const n = String(r.runs);
  const b = r.bytes;
  return [
    ['1 bytes', 'JS before first note (gzip)', fmt.kb(b.jsBefore), n, `${fmt.n(b.filesBefore)} JS+CSS files and the HTML's inline script and style; gzip -6 of each`],
    ['1 bytes', 'CSS before first note (gzip)', fmt.kb(b.cssBefore), n, `uncompressed JS+CSS before first note ${fmt.kb(b.rawBefore)}`],
    ['1 bytes', 'JS total, timeline page (gzip)', fmt.kb(b.jsTotal), n, `${fmt.n(b.filesTotal)} JS+CSS files once the page settled`],
    ['1 bytes', 'CSS total, timeline page (gzip)', fmt.kb(b.cssTotal), n, ''],
    ['2 first note', 'cold: app', fmt.ms(r.app.cold), n, `inserted at ${fmt.ms(r.app.coldInserted)}; fresh context, empty cache`],
    ['2 first note', 'cold: baseline', fmt.ms(r.baseline.cold), n, 'static HTML + 1 KB script, one notes/timeline call'],
    ['2 first note', 'cold: app / baseline', fmt.x(r.app.cold / r.baseline.cold), n, `each run, app / baseline: ${r.samples.app.map((a, i) => `${fmt.ms(a.cold)} / ${fmt.ms(r.samples.baseline[i]?.cold ?? NaN)}`).join(', ')}`],
    ['2 first note', 'cold: app, live timeline', fmt.ms(r.app.coldLive), n, 'the app\'s own first note (#app)'],
    ['2 first note', 'warm: app', fmt.ms(r.app.warm), n, 'second visit, same context: the start snapshot of the last session (src/app/early)'],
    ['2 first note', 'warm: app, live timeline', fmt.ms(r.app.warmLive), n, 'the app\'s own first note replacing the snapshot (#app)'],
    ['2 first note', 'warm: live / baseline', fmt.x(r.app.warmLive / r.baseline.warm), n, ''],
    ['2 first note', 'warm: baseline', fmt.ms(r.baseline.warm), n, ''],
    ['2 first note', 'warm: app / baseline', fmt.x(r.app.warm / r.baseline.warm), n, `each run, app / baseline: ${r.samples.app.map((a, i) => `${fmt.ms(a.warm)} / ${fmt.ms(r.samples.baseline[i]?.warm ?? NaN)}`).join(', ')}`],
    ...usableRows(r),
    ['2 first note', 'sign-in to first usable note', fmt.ms(r.signIn.median), String(r.signIn.samples.length), `Enter in the sign-in dialog → first note with its reaction button enabled, painted; fresh context, signed out; each run: ${r.signIn.samples.map((v) => fmt.ms(v)).join(', ')}`],
  ];
}

/** Bytes shipped before the first usable note: half of Misskey's own client's 282 KB (issue #50). */
export const USABLE_BYTES_TARGET = 141_000;
export const USABLE_RATIO_TARGET = { cold: 3, warm: 2 };

/** The first note a reader can act on (the app's own, reaction button enabled), vs the floor. */
function usableRows(r: LoadResult): Row[] {
  const b = r.bytesUsable;
  const n = String(r.runs);
  const rows: Row[] = [
    ['2 first usable note', 'gzip JS+CSS before it', fmt.kb(b.jsBefore + b.cssBefore), n, `${fmt.kb(b.jsBefore)} JS + ${fmt.kb(b.cssBefore)} CSS in ${fmt.n(b.filesBefore)} files and the HTML's inline code; ${target('≤ 141 KB (141,000 bytes)', b.jsBefore + b.cssBefore <= USABLE_BYTES_TARGET)}`],
  ];
  for (const rate of ['x1', 'x4'] as const) {
    const u = r.usable[rate];
    const cpu = rate === 'x1' ? '1×' : '4×';
    for (const when of ['cold', 'warm'] as const) {
      const ratio = u.app[when] / u.baseline[when];
      rows.push([
        '2 first usable note',
        `${when}, ${cpu} CPU: app / floor`,
        `${fmt.x(ratio)} (${fmt.ms(u.app[when])} / ${fmt.ms(u.baseline[when])})`,
        String(u.samples.length),
        `${target(`≤ ${USABLE_RATIO_TARGET[when]}×`, ratio <= USABLE_RATIO_TARGET[when])}; floor = the bare page's first painted note; each run, app / floor: ${u.samples.map((s) => `${fmt.ms(s.app[when])} / ${fmt.ms(s.baseline[when])}`).join(', ')}`,
      ]);
    }
  }
  const ret = r.returning;
  const ratio = ret.app / ret.floor;
  rows.push([
    '2 first usable note',
    'returning reader, 1× CPU: app / floor',
    `${fmt.x(ratio)} (${fmt.ms(ret.app)} / ${fmt.ms(ret.floor)})`,
    String(ret.samples.length),
    `${target(`≤ ${USABLE_RATIO_TARGET.warm}×`, ratio <= USABLE_RATIO_TARGET.warm)}; the third visit in a browser profile of its own (Chromium's code cache kept, which a fresh context has not); each run, app / floor: ${ret.samples.map((s) => `${fmt.ms(s.app)} / ${fmt.ms(s.floor)}`).join(', ')}`,
  ]);
  return rows;
}

type ScrollOut = Record<'x1' | 'x4' | 'baseline4', ScrollSet>;

export function scrollRows(r: ScrollOut, notes: number): Row[] {
  const rows: Row[] = [];
  for (const key of ['x1', 'x4', 'baseline4'] as const) {
    const set = r[key];
    if (!set || !set.runs) continue;
    const s = set.median;
    const sec = `3 scroll ${notes} ${key === 'x1' ? 'no throttle' : key === 'x4' ? '4× CPU' : '4× CPU, baseline'}`;
    const n = String(set.runs);
    // With several runs the figure is their median (the lower of two): each run's own value beside it.
    const each = (f: (x: ScrollSample) => string) => (set.samples.length > 1 ? `each run: ${set.samples.map(f).join(', ')}` : '');
    rows.push(
      [sec, 'frame time p50 / p95 / p99', `${fmt.frame(s.p50)} / ${fmt.frame(s.p95)} / ${fmt.frame(s.p99)}`, n, [`rAF deltas over ${s.seconds.toFixed(0)} s, ${fmt.n(s.notesReached)} notes reached, ${fmt.n(s.pxPerNote)} px per note`, each((x) => `p95 ${x.p95.toFixed(1)} ms`)].filter(Boolean).join('; ')],
      [sec, 'frame p95 in refresh intervals', `${fmt.n(s.p95Frames)} (${fmt.frame(s.p95Frames * FRAME_MS)})`, n, [`rAF deltas snapped to whole 16.7 ms intervals (Chromium clamps rAF times to 0.1 ms with jitter, so an on-time frame reads 16.6–16.8); ${fmt.pct(s.offGridPct)} of deltas more than 1 ms off the grid`, each((x) => `${fmt.n(x.p95Frames)}`)].filter(Boolean).join('; ')],
      [sec, 'dropped frames (> 25 ms)', fmt.pct(s.droppedPct), n, each((x) => fmt.pct(x.droppedPct))],
      [sec, 'frames with empty space below the rows', fmt.pct(s.blankPct), n, ['every 5th frame: the rendered rows end above the bottom of the viewport', each((x) => fmt.pct(x.blankPct))].filter(Boolean).join('; ')],
      [sec, 'long tasks (count / total)', `${fmt.n(s.longTasks)} / ${fmt.ms(s.longTaskMs)}`, n, each((x) => `${fmt.n(x.longTasks)} / ${fmt.ms(x.longTaskMs)}`)],
      [sec, 'main thread per note scrolled', fmt.ms(s.taskMsPerNote), n, ['CDP TaskDuration over the run / notes scrolled past', each((x) => fmt.ms(x.taskMsPerNote))].filter(Boolean).join('; ')],
      [sec, 'DOM elements per article', fmt.n(Math.round(s.nodesPerArticle)), n, 'at the end of the run'],
      [sec, 'max DOM nodes', fmt.n(s.maxNodes), n, "document.querySelectorAll('*'), max over runs"],
      [sec, 'max rendered articles', fmt.n(s.maxArticles), n, 'max over runs'],
      [sec, 'JS heap max / end after GC', `${fmt.mib(s.heapMaxMiB)} / ${fmt.mib(s.heapEndGcMiB)}`, n, 'CDP Runtime.getHeapUsage every 0.5 s'],
    );
  }
  const app = r.x4?.median;
  const base = r.baseline4?.median;
  if (app && base) {
    rows.push(['3 scroll ' + notes + ' 4× CPU, baseline', 'app / baseline: frame p95, main thread per note', `${fmt.x(app.p95 / base.p95)}, ${fmt.x(app.taskMsPerNote / base.taskMsPerNote)}`, String(r.x4.runs), 'bench/baseline/scroll.js: a windowed list of plain text rows, runs interleaved with the app\'s']);
  }
  return rows;
}

export function liveRows(top: LiveSample, scrolled: LiveSample): Row[] {
  const rows: Row[] = [];
  for (const [name, s] of [['at top', top], ['scrolled down', scrolled]] as const) {
    const sec = `4 live 20/s, ${name}`;
    rows.push(
      [sec, 'frame time p50 / p95 / p99', `${fmt.frame(s.p50)} / ${fmt.frame(s.p95)} / ${fmt.frame(s.p99)}`, '1', `${s.posted} notes in ${s.seconds} s`],
      [sec, 'dropped frames (> 25 ms)', `${fmt.n(s.dropped)} (${fmt.pct(s.droppedPct)})`, '1', `${fmt.n(s.longTasks)} long tasks`],
      [sec, 'heap growth after GC', fmt.mib(s.heapGrowthMiB), '1', `${fmt.mib(s.heapStartMiB)} → ${fmt.mib(s.heapEndMiB)}; max ${fmt.n(s.maxArticles)} articles rendered`],
    );
  }
  return rows;
}

export function mfmRows(r: { runs: number; notes: number; mfmMsPerNote: number; plainMsPerNote: number; parseMsPerNote: number }): Row[] {
  const n = String(r.runs);
  return [
    ['5 MFM', 'main-thread time per MFM-heavy note', fmt.ms(r.mfmMsPerNote), n, `${r.notes} notes stepped through a viewport at a time (CDP TaskDuration / notes)`],
    ['5 MFM', 'same for plain-text notes', fmt.ms(r.plainMsPerNote), n, 'control: the cost of a note without MFM'],
    ['5 MFM', 'mfm-js parse alone (floor)', fmt.ms(r.parseMsPerNote), '5', 'Node, same texts, nestLimit 20'],
  ];
}

export function deckRows(r: DeckResult): Row[] {
  const sec = `6 deck (${r.mode})`;
  const feed = `${r.posted} notes in ${r.seconds} s at ${r.perSecond}/s, each into all 6 timelines; ${r.upToDate}/6 columns showed the last one`;
  if (r.mode === 'deck') {
    const c = r.columns[0]!;
    return [
      [sec, 'heap growth after GC (one page, 6 columns)', fmt.mib(r.totalGrowthMiB), '1', `${fmt.mib(c.heapStartMiB)} → ${fmt.mib(c.heapEndMiB)}; ${feed}`],
      [sec, 'dropped frames (> 25 ms)', fmt.pct(c.droppedPct), '1', `${c.articles} articles rendered at the end`],
      ...(r.fresh
        ? [[sec, 'columns with the newest note (or pill) ≤ 1 s', `${r.fresh.within1s}/6`, '1', `after the load, one more note: slowest column ${Number.isFinite(r.fresh.maxMs) ? fmt.ms(r.fresh.maxMs) : '> 3 s'}`] as Row]
        : []),
    ];
  }
  return [
    [sec, 'heap growth, all 6 pages', fmt.mib(r.totalGrowthMiB), '1', feed],
    [sec, 'heap growth, worst page', fmt.mib(r.maxGrowthMiB), '1', r.columns.map((c) => `${c.name} ${c.growthMiB.toFixed(1)}`).join(', ')],
    [sec, 'dropped frames, median page', fmt.pct([...r.columns.map((c) => c.droppedPct)].sort((a, b) => a - b)[Math.floor(r.columns.length / 2)] ?? NaN), '1', ''],
  ];
}

/** a / b, or a note when the baseline was under Event Timing's 16 ms floor (reported as 0). */

/** An Event Timing duration: 0 stands for a keystroke under the API's 16 ms floor. */
const etMs = (v: number) => (v === 0 ? '< 16 ms' : fmt.ms(v));
const ksMs = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');
const triple = (f: KeystrokeFigures) => `${ksMs(f.p50)} / ${ksMs(f.p95)} / ${ksMs(f.mean)}`;
const over = (a: number, b: number) => (b > 0 ? a / b : NaN);

export function keystrokeRows(r: KeystrokeResult, cpuRate: number): Row[] {
  const sec = `7 keystroke ${cpuRate}× CPU`;
  const n = String(r.rounds.length);
  const keys = r.app.durations.length;
  const p50 = over(r.app.p50, r.bare.p50);
  const p95 = over(r.app.p95, r.bare.p95);
  const met = p50 <= KEYSTROKE_TARGET_RATIO && p95 <= KEYSTROKE_TARGET_RATIO;
  const roundsMet = r.rounds.filter((x) => over(x.app.p50, x.bare.p50) <= KEYSTROKE_TARGET_RATIO && over(x.app.p95, x.bare.p95) <= KEYSTROKE_TARGET_RATIO).length;
  const roundRatios = (f: (x: KeystrokeFigures) => number) => median(r.rounds.map((x) => over(f(x.app), f(x.bare))));
  const et = (f: KeystrokeFigures) => `${etMs(median(f.eventTiming))} / ${etMs(percentile(f.eventTiming, 95))}`;
  return [
    [
      sec,
      'app / bare field, p50 / p95',
      `${fmt.x(p50)} / ${fmt.x(p95)}`,
      n,
      `target ≤ ${fmt.x(KEYSTROKE_TARGET_RATIO)}: ${met ? 'met' : 'not met'} (${roundsMet} of ${r.rounds.length} rounds meet it alone; median of the rounds' ratios ${fmt.x(roundRatios((f) => f.p50))} / ${fmt.x(roundRatios((f) => f.p95))}); mean ${fmt.x(over(r.app.mean, r.bare.mean))}; keydown → end of the next frame, ${keys} keystrokes each in a ${r.startChars}-character text, typed into the two fields alternately key by key; load average ${r.loadBefore.toFixed(2)} → ${r.loadAfter.toFixed(2)}`,
    ],
    [sec, 'app p50 / p95 / mean', triple(r.app), n, `Event Timing p50 / p95 ${et(r.app)} (16 ms floor, 8 ms steps)`],
    [sec, 'bare field p50 / p95 / mean', triple(r.bare), n, `one textarea with the app field's box and font (Chromium alone); Event Timing p50 / p95 ${et(r.bare)}`],
    ...r.rounds.map((x, i): Row => [
      sec,
      `round ${i + 1}: app / bare p50, p95`,
      `${fmt.x(over(x.app.p50, x.bare.p50))}, ${fmt.x(over(x.app.p95, x.bare.p95))}`,
      '1',
      `app ${ksMs(x.app.p50)} / ${ksMs(x.app.p95)}, bare ${ksMs(x.bare.p50)} / ${ksMs(x.bare.p95)} (${r.keysPerRound} keys each); load average ${x.load.toFixed(2)}`,
    ]),
    [sec, 'empty field: app / bare p50 / p95', `${ksMs(r.empty.app.p50)} / ${ksMs(r.empty.app.p95)} vs ${ksMs(r.empty.bare.p50)} / ${ksMs(r.empty.bare.p95)}`, '1', `the same keys into both fields emptied: the page around the field without the text, and the method's own floor (bare); ${fmt.x(over(r.empty.app.p50, r.empty.bare.p50))} / ${fmt.x(over(r.empty.app.p95, r.empty.bare.p95))}`],
  ];
}

export function emojiRows(r: EmojiSearchResult, rounds: number): Row[] {
  const sec = '8 emoji search';
  const what = `${r.customs.toLocaleString('en')} custom + ${r.unicode.toLocaleString('en')} Unicode emoji (ja + en keywords, GitHub shortcodes), Node`;
  return [
    [sec, 'build the index (once per list)', fmt.ms(r.indexMs), '1', what],
    [sec, 'one query, median of the queries', fmt.ms(r.queryMs), String(rounds), `slowest: "${r.worstQuery}" ${fmt.ms(r.worstQueryMs)} (median of ${rounds} rounds each)`],
  ];
}

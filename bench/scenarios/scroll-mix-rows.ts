/** The rows of the real-mix scroll (scroll-mix.ts) for the bench's table. */
import type { CauseSplit } from '../lib/mix-stats';
import { fmt, target, type Row } from '../lib/report';
import { median } from '../lib/stats';
import type { MainThreadWork, MixResult, MixSample } from './scroll-mix';

/** Targets at 4× CPU (issue #51). */
export const MIX_TARGETS = { p95: 1000 / 60, droppedWheel: 2, droppedFling: 5, blankLongest: 1 };

const causeText = (c: CauseSplit) =>
  c.frames === 0
    ? 'no long animation frame'
    : `${c.frames} long animation frames, ${fmt.ms(c.totalMs)}: style+layout ${fmt.ms(c.styleLayoutMs)} (forced by script ${fmt.ms(c.forcedLayoutMs)}), other ${fmt.ms(c.otherMs)}, scripts ${c.scripts.map(([w, ms]) => `${w} ${fmt.ms(ms)}`).join(', ')}`;

const lateKindText = (k: MixSample['lateKinds']) =>
  `${k.lateFrames} late frames, ${k.lateWithRows} with rows entering; notes entering in a late frame, by kind: ${k.kinds
    .filter((x) => x.inserted >= 3)
    .map((x) => `${x.kind} ${x.inLate}/${x.inserted}`)
    .join(', ')}`;

export function scrollMixRows(r: MixResult): Row[] {
  const rows: Row[] = [['3b scroll real mix', 'the notes scrolled, by kind', `${r.notes} notes`, '1', `the first ${r.notes} of carol's seeded home timeline (notes/timeline), share having each kind (a note can have several): ${r.mix.map(([k, p]) => `${k} ${p.toFixed(0)} %`).join(', ')}`]];
  const groups = new Map<string, MixSample[]>();
  for (const s of r.samples) {
    const key = `${s.input} ${s.layout} ${s.cpu}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  for (const list of groups.values()) {
    const { input, layout, cpu } = list[0]!;
    const sec = `3b scroll real mix, ${input}${layout === 'deck' ? ', 6-column deck' : ''}, ${cpu}× CPU`;
    const cand = list.filter((s) => s.build === 'candidate');
    const base = list.filter((s) => s.build === 'base');
    const m = (xs: MixSample[], f: (s: MixSample) => number) => median(xs.map(f));
    const n = String(cand.length);
    const each = (xs: MixSample[], f: (s: MixSample) => string) => xs.map(f).join(', ');
    const p95 = m(cand, (s) => s.p95);
    const dropped = m(cand, (s) => s.droppedPct);
    const blankLongest = Math.max(...cand.map((s) => s.blankLongest));
    const at4 = cpu === 4;
    const droppedTarget = input === 'wheel' ? MIX_TARGETS.droppedWheel : MIX_TARGETS.droppedFling;
    const c0 = cand[0]!;
    rows.push(
      [sec, 'frame p50 / p95', `${fmt.frame(m(cand, (s) => s.p50))} / ${fmt.frame(p95)}`, n, [at4 ? target('p95 ≤ 16.7 ms', p95 <= MIX_TARGETS.p95 + 0.15) : '', `${fmt.n(m(cand, (s) => s.notesReached))} notes in ${fmt.n(m(cand, (s) => s.seconds))} s at ${fmt.n(m(cand, (s) => s.pxPerSecond))} px/s of input (wheel deltas, or the finger's travel before each fling), ${fmt.n(m(cand, (s) => s.pageFetches))} page fetches; each run ${each(cand, (s) => `${s.p95.toFixed(1)}`)}`].filter(Boolean).join('; ')],
      [sec, 'frames > 25 ms', fmt.pct(dropped), n, [at4 ? target(`≤ ${droppedTarget} %`, dropped <= droppedTarget) : '', `each run ${each(cand, (s) => fmt.pct(s.droppedPct))}`].filter(Boolean).join('; ')],
      [sec, 'blank frames / longest streak', `${fmt.n(m(cand, (s) => s.blankFrames))} / ${blankLongest}`, n, [at4 ? target('≤ 1 frame', blankLongest <= MIX_TARGETS.blankLongest) : '', `every frame: part of a feed's visible area with no row; feed's end in view (waiting for a page) ${fmt.n(m(cand, (s) => s.endFrames))} frames`].filter(Boolean).join('; ')],
      [sec, 'long tasks (count / total)', `${fmt.n(m(cand, (s) => s.longTasks))} / ${fmt.ms(m(cand, (s) => s.longTaskMs))}`, n, `${causeText(c0.causes)}; ${lateKindText(c0.lateKinds)}`],
      [sec, 'max DOM nodes / articles', `${fmt.n(Math.max(...cand.map((s) => s.maxNodes)))} / ${fmt.n(Math.max(...cand.map((s) => s.maxArticles)))}`, n, `every 10th frame, max over runs; rows entering drawn as a sketch ${fmt.pct(m(cand, (s) => s.sketchedPct))}`],
    );
    const per100 = (xs: MixSample[], f: (w: MainThreadWork) => number) => m(xs, (s) => (100 * f(s.work)) / Math.max(1, s.notesReached));
    const workText = (xs: MixSample[]) => `script ${fmt.ms(per100(xs, (w) => w.script))}, layout ${fmt.ms(per100(xs, (w) => w.layout))}, style ${fmt.ms(per100(xs, (w) => w.style))}`;
    rows.push([sec, 'main-thread CPU per 100 notes', fmt.ms(per100(cand, (w) => w.thread)), n, `thread time (not stretched by other work on the machine; a 4× run's divided by 4): ${workText(cand)}; each run ${each(cand, (s) => fmt.ms((100 * s.work.thread) / Math.max(1, s.notesReached)))}${base.length ? `; before (BENCH_DIST_BASE) ${fmt.ms(per100(base, (w) => w.thread))} (${workText(base)}), after / before ${fmt.x(per100(cand, (w) => w.thread) / Math.max(0.01, per100(base, (w) => w.thread)))}` : ''}`]);
    const floor = list.filter((s) => s.build === 'floor');
    if (floor.length) {
      const fp95 = m(floor, (s) => s.p95);
      const fdrop = m(floor, (s) => s.droppedPct);
      rows.push([sec, 'floor (the same rows, no app): p95 / > 25 ms', `${fmt.frame(fp95)} / ${fmt.pct(fdrop)}`, String(floor.length), `the rows the app drew (captured in full), put in and taken out by a bare script as they near the viewport (bench/lib/floor-page.ts): what the browser alone costs for them; app / floor: p95 ${fmt.x(p95 / fp95)}, > 25 ms ${fmt.x(dropped / Math.max(fdrop, 0.01))}, main-thread CPU ${fmt.x(per100(cand, (w) => w.thread) / Math.max(0.01, per100(floor, (w) => w.thread)))} (floor ${fmt.ms(per100(floor, (w) => w.thread))} per 100 notes); each run ${each(floor, (s) => `${s.p95.toFixed(1)} / ${fmt.pct(s.droppedPct)}`)}`]);
    }
    if (base.length) {
      const bp95 = m(base, (s) => s.p95);
      const bdrop = m(base, (s) => s.droppedPct);
      rows.push([sec, 'before (BENCH_DIST_BASE): p95 / > 25 ms', `${fmt.frame(bp95)} / ${fmt.pct(bdrop)}`, String(base.length), `after / before: p95 ${fmt.x(p95 / bp95)}, > 25 ms ${fmt.x(dropped / Math.max(bdrop, 0.01))}; long tasks ${fmt.n(m(base, (s) => s.longTasks))} / ${fmt.ms(m(base, (s) => s.longTaskMs))}; blank ${fmt.n(m(base, (s) => s.blankFrames))} / longest ${Math.max(...base.map((s) => s.blankLongest))}; runs interleaved with the candidate's`]);
    }
  }
  return rows;
}

/** Pure summaries of a real-mix scroll recording (bench/lib/mix-probe.ts): blank streaks, long-frame causes, note kinds. */
import type { Loaf } from './mix-probe';
import { DROPPED_FRAME_MS } from './stats';

/** Kinds of a note as the server sent it, as the scenario counts them (a note can have several). */
export interface NoteLike {
  id: string;
  text?: string | null;
  cw?: string | null;
  files?: Array<{ type?: string; blurhash?: string | null }> | null;
  poll?: unknown;
  renote?: NoteLike | null;
  reply?: unknown;
  reactions?: Record<string, number> | null;
}

export function noteKinds(note: NoteLike): string[] {
  const kinds: string[] = [];
  const pure = !!note.renote && !note.text && note.cw == null && !note.files?.length && !note.poll;
  const n = pure ? note.renote! : note;
  if (pure) kinds.push('renote');
  else if (note.renote) kinds.push('quote');
  if (n.reply) kinds.push('reply');
  if (n.cw != null) kinds.push('cw');
  if (n.poll) kinds.push('poll');
  const files = n.files ?? [];
  if (files.some((f) => f.type?.startsWith('image/'))) kinds.push('image');
  if (files.some((f) => f.type?.startsWith('video/'))) kinds.push('video');
  const text = n.text ?? '';
  if (/\$\[/.test(text)) kinds.push('mfm fn');
  if (/:[\w+-]+:/.test(text)) kinds.push('custom emoji');
  if (/https?:\/\//.test(text)) kinds.push('link');
  if (n.reactions && Object.keys(n.reactions).length) kinds.push('reactions');
  if (kinds.length === 0 || (kinds.length === 1 && kinds[0] === 'reactions')) kinds.push('plain');
  return kinds;
}

/** Share of the notes having each kind, in percent, sorted by share. */
export function kindMix(notes: NoteLike[]): Array<[kind: string, pct: number]> {
  const counts = new Map<string, number>();
  for (const n of notes) for (const k of noteKinds(n)) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].map(([k, c]): [string, number] => [k, (100 * c) / Math.max(1, notes.length)]).sort((a, b) => b[1] - a[1]);
}

/** The longest run of true values. */
export function longestRun(flags: readonly boolean[]): number {
  let best = 0;
  let run = 0;
  for (const f of flags) {
    run = f ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

export interface CauseSplit {
  frames: number;
  totalMs: number;
  /** Script time by what ran it: `invokerType source` (chunk file, function when known), largest first. */
  scripts: Array<[what: string, ms: number]>;
  /** Style and layout of the frames' render step, plus layout forced by script. */
  styleLayoutMs: number;
  forcedLayoutMs: number;
  /** The rest: paint, GC, the browser's own tasks between the scripts. */
  otherMs: number;
}

/** What the long animation frames spent their time on. */
export function loafCauses(frames: readonly Loaf[], top = 4): CauseSplit {
  const scripts = new Map<string, number>();
  let styleLayout = 0;
  let forced = 0;
  let scriptMs = 0;
  let total = 0;
  for (const f of frames) {
    total += f.duration;
    const end = f.start + f.duration;
    if (f.styleAndLayoutStart > 0) styleLayout += Math.max(0, end - f.styleAndLayoutStart);
    for (const s of f.scripts) {
      const what = `${s.invokerType} ${s.invoker ? `${s.invoker} ` : ''}${s.source || '(no source)'}`;
      scripts.set(what, (scripts.get(what) ?? 0) + s.duration);
      scriptMs += s.duration;
      forced += s.forcedLayout;
    }
  }
  return {
    frames: frames.length,
    totalMs: total,
    scripts: [...scripts].sort((a, b) => b[1] - a[1]).slice(0, top),
    styleLayoutMs: styleLayout,
    forcedLayoutMs: forced,
    otherMs: Math.max(0, total - scriptMs - styleLayout),
  };
}

export interface KindLateness {
  kind: string;
  /** Notes of this kind that entered the DOM during the run. */
  inserted: number;
  /** …of them in a frame that was late (> 25 ms). */
  inLate: number;
}

/**
 * Which note kinds entered the DOM in the late frames: for each kind, how many of its notes came in
 * a late frame, against how many came in at all (a kind whose rows make frames late has a higher
 * share than the others). `inserted[k + 1]` holds the ids that arrived during delta k.
 */
export function kindsInLateFrames(deltas: readonly number[], inserted: Record<string, string[]>, kindsOf: (id: string) => string[]): { kinds: KindLateness[]; lateFrames: number; lateWithRows: number } {
  const by = new Map<string, KindLateness>();
  let late = 0;
  let lateWithRows = 0;
  deltas.forEach((d, k) => {
    const ids = inserted[String(k + 1)] ?? [];
    const isLate = d > DROPPED_FRAME_MS;
    if (isLate) {
      late++;
      if (ids.length) lateWithRows++;
    }
    for (const id of ids) {
      for (const kind of kindsOf(id)) {
        const e = by.get(kind) ?? { kind, inserted: 0, inLate: 0 };
        e.inserted++;
        if (isLate) e.inLate++;
        by.set(kind, e);
      }
    }
  });
  return { kinds: [...by.values()].sort((a, b) => b.inLate / Math.max(1, b.inserted) - a.inLate / Math.max(1, a.inserted)), lateFrames: late, lateWithRows };
}

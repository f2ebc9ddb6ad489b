/**
 * `load-ab`: the first usable note of two builds in the same run, for a change's before/after. With
 * BENCH_DIST_BASE=<dir> a second mock serves that build; each repetition visits the floor, the base
 * and the candidate (cold, then warm in the same context, as the load scenario), the order of base
 * and candidate alternating per repetition, at 1× and 4× CPU. Also the bytes before the first usable
 * note of each build (1×). Without BENCH_DIST_BASE it measures the candidate alone.
 */
import type { Browser } from '@playwright/test';
import { signedInState, type StorageState } from '../lib/browser';
import { startMock, type MockHandle } from '../lib/mock-server';
import { fmt, type Row } from '../lib/report';
import { median } from '../lib/stats';
import { visit, type BytesSample } from './load';

type Build = 'base' | 'candidate';
type Times = { cold: number; warm: number };

export interface LoadAbResult {
  runs: number;
  rates: number[];
  /** Per CPU rate: each repetition's first usable note of each build and of the floor (ms). */
  samples: Record<string, Array<{ base: Times | null; candidate: Times; floor: Times }>>;
  /** gzip JS + CSS before the first usable note, per build (1×, medians). */
  bytes: Record<Build, number | null>;
}

export async function runLoadAb(browser: Browser, mock: MockHandle, baselineUrl: string, cfg: { baseDist?: string; runs: number; rates: number[]; log: (m: string) => void }): Promise<LoadAbResult> {
  const baseMock = cfg.baseDist ? await startMock(cfg.baseDist, 4480) : null;
  try {
    const targets: Array<[Build, MockHandle, StorageState]> = [['candidate', mock, await signedInState(browser, mock.url)]];
    if (baseMock) targets.push(['base', baseMock, await signedInState(browser, baseMock.url)]);
    const token = await mock.token('carol');
    const floorPath = `${baselineUrl}/?api=${encodeURIComponent(mock.url)}&i=${encodeURIComponent(token)}`;
    const samples: LoadAbResult['samples'] = {};
    const bytes: Record<Build, number[]> = { base: [], candidate: [] };
    for (const rate of cfg.rates) {
      const list: LoadAbResult['samples'][string] = (samples[`x${rate}`] = []);
      // One unmeasured round of each: the mocks' and the browser's first-run costs.
      for (const [, m, state] of targets) await visit(browser, m.url, '/', state, { bytes: false, rate, actionable: true });
      for (let i = 0; i < cfg.runs; i++) {
        const f = await visit(browser, baselineUrl, floorPath, undefined, { bytes: false, rate, actionable: false });
        const order = i % 2 === 0 ? targets : [...targets].reverse();
        const got: Partial<Record<Build, Times>> = {};
        for (const [build, m, state] of order) {
          const v = await visit(browser, m.url, '/', state, { bytes: rate === 1, rate, actionable: true });
          got[build] = { cold: v.cold.usable, warm: v.warm.usable };
          if (v.bytesUsable) bytes[build].push(total(v.bytesUsable));
        }
        const floor = { cold: f.cold.usable, warm: f.warm.usable };
        list.push({ base: got.base ?? null, candidate: got.candidate!, floor });
        const show = (t: Times | undefined) => (t ? `${fmt.ms(t.cold)} / ${fmt.ms(t.warm)}` : '–');
        cfg.log(`load-ab ${rate}× run ${i + 1}: cold / warm usable: base ${show(got.base)}, candidate ${show(got.candidate)}, floor ${show(floor)}`);
      }
    }
    const med = (l: number[]) => (l.length ? median(l) : null);
    return { runs: cfg.runs, rates: cfg.rates, samples, bytes: { base: med(bytes.base), candidate: med(bytes.candidate) } };
  } finally {
    await baseMock?.stop();
  }
}

const total = (b: BytesSample) => b.jsBefore + b.cssBefore;

export function loadAbRows(r: LoadAbResult): Row[] {
  const n = String(r.runs);
  const sec = '2 first usable note, A/B';
  const rows: Row[] = [];
  const kb = (v: number | null) => (v === null ? 'n/a' : fmt.kb(v));
  rows.push([sec, 'gzip JS+CSS before it: candidate (base)', kb(r.bytes.candidate), n, `base ${kb(r.bytes.base)}`]);
  for (const rate of r.rates) {
    const list = r.samples[`x${rate}`] ?? [];
    for (const when of ['cold', 'warm'] as const) {
      const floor = median(list.map((s) => s.floor[when]));
      const cand = median(list.map((s) => s.candidate[when]));
      const bases = list.flatMap((s) => (s.base ? [s.base[when]] : []));
      const base = bases.length ? median(bases) : NaN;
      rows.push([
        sec,
        `${when}, ${rate}× CPU: candidate / floor`,
        fmt.x(cand / floor),
        n,
        `candidate ${fmt.ms(cand)}, base ${fmt.ms(base)} (${fmt.x(base / floor)}), floor ${fmt.ms(floor)}; candidate / base ${fmt.x(cand / base)}; medians of runs interleaved (base and candidate alternating)`,
      ]);
    }
  }
  return rows;
}

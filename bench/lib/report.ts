/** The result table: console, bench-results/latest.json and bench-results/latest.md. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

export interface Machine {
  date: string;
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  chromium: string;
}

export function machine(chromium: string): Machine {
  return { date: new Date().toISOString(), cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, chromium };
}

/** One line of the table: section, what, value (formatted), runs behind it, note. */
export type Row = [section: string, metric: string, value: string, runs: string, note: string];

export const fmt = {
  ms: (v: number) => (Number.isFinite(v) ? `${v.toFixed(v < 10 ? 1 : 0)} ms` : 'n/a'),
  /** Frame times: a tenth of a millisecond tells an on-time frame (16.7) from a late one. */
  frame: (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a'),
  kb: (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`,
  mib: (v: number) => `${v.toFixed(2)} MiB`,
  pct: (v: number) => `${v.toFixed(1)} %`,
  x: (v: number) => `${v.toFixed(2)}×`,
  n: (v: number) => `${Math.round(v)}`,
};

/** A row's target and whether the run met it, for its note. */
export const target = (label: string, met: boolean) => `target ${label}: ${met ? 'met' : 'NOT met'}`;

function table(rows: Row[]): string {
  const head: Row = ['Section', 'Metric', 'Value', 'Runs', 'Note'];
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  return [head, ['---', '---', '---:', '---:', '---'] as Row, ...rows].map((r) => `| ${r.map(esc).join(' | ')} |`).join('\n');
}

export function writeReport(dir: string, m: Machine, mode: string, rows: Row[], raw: unknown, seconds: number): string {
  mkdirSync(dir, { recursive: true });
  const md = [
    `# Benchmark results`,
    ``,
    `- Date: ${m.date}`,
    `- Mode: **${mode}** (${seconds.toFixed(0)} s in all)`,
    `- Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB; Node ${m.node}; Chromium ${m.chromium} (headless)`,
    `- Values are medians of the runs shown (max for "max" rows). Times are reported, never asserted; budgets live in tests/e2e/reliability/budgets.spec.ts.`,
    ``,
    table(rows),
    ``,
  ].join('\n');
  writeFileSync(`${dir}/latest.md`, md);
  writeFileSync(`${dir}/latest.json`, JSON.stringify({ machine: m, mode, seconds, rows, raw }, null, 2));
  return md;
}

export function printTable(rows: Row[]): void {
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) console.log(`${r[0].padEnd(widths[0]!)}  ${r[1].padEnd(widths[1]!)}  ${r[2].padStart(widths[2]!)}  ${r[3].padStart(widths[3]!)}  ${r[4]}`);
}

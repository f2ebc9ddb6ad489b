import { describe, expect, it } from 'vitest';
import { actionsRows, type ActionFigures } from './actions';
import { misskeyOrigin, misskeyRows } from './actions-misskey';

const fig = (durations: number[], shown: number[]): ActionFigures => {
  const sorted = [...durations].sort((a, b) => a - b);
  return { tries: durations.length, p50: sorted[Math.ceil(durations.length / 2) - 1]!, p95: sorted[Math.ceil(0.95 * durations.length) - 1]!, max: sorted[sorted.length - 1]!, overFloor: durations.filter((d) => d >= 16).length, durations, shown, shownP50: shown[0]!, shownP95: shown[shown.length - 1]! };
};

describe('actions rows', () => {
  it('says whether each action meets its target, and counts the floor as "< 16 ms"', () => {
    const rows = actionsRows({ tries: 2, firstOpenPages: 2, x1: { postForm: fig([0, 40], [30, 50]) }, x4: { postForm: fig([120, 240], [150, 260]) } });
    expect(rows).toHaveLength(2);
    expect(rows[0]![2]).toBe('< 16 ms / 40 ms / 40 ms');
    expect(rows[0]![4]).toMatch(/^target p95 ≤ 100 ms: met/);
    expect(rows[1]![4]).toMatch(/^target p95 ≤ 200 ms: NOT met/);
  });
});

describe('--misskey', () => {
  it('takes an http(s) origin after the flag or with =, without a trailing slash', () => {
    expect(misskeyOrigin(['node', 'run.ts', '--misskey', 'https://misskey.example/'])).toBe('https://misskey.example');
    expect(misskeyOrigin(['--misskey=http://127.0.0.1:3000'])).toBe('http://127.0.0.1:3000');
    expect(misskeyOrigin(['--misskey', 'javascript:alert(1)'])).toBeNull();
    expect(misskeyOrigin([])).toBeNull();
  });

  it('says the Misskey rows were skipped when no origin was given', () => {
    expect(misskeyRows(null)[0]![4]).toMatch(/^skipped: no --misskey <origin> given/);
  });
});

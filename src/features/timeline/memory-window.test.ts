import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cutToWindow, trimTimeline } from './memory-window';

const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: `n${from + i}` }));

describe('timeline memory window', () => {
  it('keeps the newest notes, cutting the page where the window ends', () => {
    const data = { pages: [page(0, 150), page(150, 20), page(170, 20)], pageParams: [null, 'n149', 'n169'] };
    const cut = cutToWindow(data, 160);
    expect(cut.pages.map((p) => p.length)).toEqual([150, 10]);
    expect(cut.pageParams).toEqual([null, 'n149']);
    expect(cut.pages[1]!.at(-1)!.id).toBe('n159');
  });

  it('leaves a small timeline as it is', () => {
    const data = { pages: [page(0, 20)], pageParams: [null] };
    expect(cutToWindow(data, 200)).toBe(data);
  });

  it('trims the cached timeline, so the next page continues after the last kept note', () => {
    const qc = new QueryClient();
    const key = ['o', 'u', 'timeline', 'home'];
    qc.setQueryData(key, { pages: [page(0, 260), page(260, 20)], pageParams: [null, 'n259'] });
    expect(trimTimeline(qc, key, 200)).toBe(true);
    const data = qc.getQueryData<{ pages: { id: string }[][] }>(key)!;
    expect(data.pages.flat()).toHaveLength(200);
    expect(trimTimeline(qc, key, 200)).toBe(false);
  });
});

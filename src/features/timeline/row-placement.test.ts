// @vitest-environment jsdom
import type { VirtualItem } from '@tanstack/react-virtual';
import { describe, expect, it } from 'vitest';
import { placeDrawn, uncovered } from './row-placement';

const item = (index: number, start: number, size = 100): VirtualItem => ({ key: `n${index}`, index, start, end: start + size, size, lane: 0 });

function rows(n: number) {
  const els = new Map<string, HTMLElement>();
  for (let i = 0; i < n; i++) {
    const el = document.createElement('div');
    el.style.top = `${i * 100 - 50}px`;
    document.body.append(el);
    els.set(`n${i}`, el);
  }
  return els;
}

describe('placeDrawn', () => {
  it('moves the drawn rows below a row measured taller, at once, and records their new places', () => {
    const els = rows(3);
    const drawn = new Map([0, 1, 2].map((i) => [`n${i}`, { start: i * 100, size: 100 }]));
    // Row 0 measured 160 px: rows 1 and 2 move down 60 px.
    const next = placeDrawn(drawn, [item(0, 0, 160), item(1, 160), item(2, 260), item(3, 360)], els, 50);
    expect([0, 1, 2].map((i) => els.get(`n${i}`)!.style.top)).toEqual(['-50px', '110px', '210px']);
    expect(next.get('n1')).toEqual({ start: 160, size: 100 });
    expect(next.get('n0')).toEqual({ start: 0, size: 160 });
    // A row that is not drawn is left to the render that mounts it.
    expect(next.has('n3')).toBe(false);
  });
  it('returns the same map and touches nothing when no drawn row moved', () => {
    const els = rows(2);
    const drawn = new Map([0, 1].map((i) => [`n${i}`, { start: i * 100, size: 100 }]));
    expect(placeDrawn(drawn, [item(0, 0), item(1, 100)], els, 50)).toBe(drawn);
    expect(els.get('n1')!.style.top).toBe('50px');
  });
});

describe('uncovered', () => {
  const drawn = new Map([0, 1, 2].map((i) => [`n${i}`, { start: 1000 + i * 100, size: 100 }]));
  it('is false while the drawn rows cover the viewport', () => {
    expect(uncovered(drawn, 1000, 1300)).toBe(false);
    expect(uncovered(drawn, 1050, 1250)).toBe(false);
  });
  it('is true once the viewport runs past the last drawn row or above the first', () => {
    expect(uncovered(drawn, 1100, 1400)).toBe(true);
    expect(uncovered(drawn, 900, 1200)).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { VirtualItem } from '@tanstack/react-virtual';
import { committed, drawsNothingNew, onVirtualizerChange, rowsToRender, type Chase } from './use-sliced-virtualizer';

const fresh = (): Chase => ({ pending: false, again: false });

describe('rows rendered while the reader scrolls', () => {
  it('renders at once when the list is at rest (measured, resized, scroll ended)', () => {
    const render = vi.fn();
    const transition = vi.fn((fn: () => void) => fn());
    onVirtualizerChange(fresh(), false, render, transition);
    expect(render).toHaveBeenCalledTimes(1);
    expect(transition).not.toHaveBeenCalled();
  });

  it('renders a scroll as a transition, and only one at a time however many scroll events come', () => {
    const chase = fresh();
    const render = vi.fn();
    const queued: Array<() => void> = [];
    const transition = (fn: () => void) => void queued.push(fn);
    for (let i = 0; i < 5; i++) onVirtualizerChange(chase, true, render, transition);
    expect(queued).toHaveLength(1);
    expect(chase).toEqual({ pending: true, again: true });
  });

  it('follows a render that committed while the range moved with one more, and stops when it did not', () => {
    const chase = fresh();
    const render = vi.fn();
    const queued: Array<() => void> = [];
    const transition = (fn: () => void) => void queued.push(fn);
    onVirtualizerChange(chase, true, render, transition);
    onVirtualizerChange(chase, true, render, transition); // the range moved while the first was in flight
    committed(chase, render, transition);
    expect(queued).toHaveLength(2);
    expect(chase).toEqual({ pending: true, again: false });
    committed(chase, render, transition); // nothing moved meanwhile
    expect(queued).toHaveLength(2);
    expect(chase).toEqual({ pending: false, again: false });
    onVirtualizerChange(chase, true, render, transition); // the next scroll starts a new one
    expect(queued).toHaveLength(3);
  });

  it('ignores commits while nothing is in flight', () => {
    const chase = fresh();
    const transition = vi.fn();
    committed(chase, vi.fn(), transition);
    expect(transition).not.toHaveBeenCalled();
    expect(chase).toEqual({ pending: false, again: false });
  });
});

describe('rows drawn by a render', () => {
  const item = (index: number): VirtualItem => ({ key: `n${index}`, index, start: index * 100, end: index * 100 + 100, size: 100, lane: 0 });
  const live = [3, 4, 5, 6, 7].map(item);

  it('draws the whole current range when it may', () => {
    expect(rowsToRender(live, null)).toBe(live);
  });

  it('otherwise draws only the rows on screen, at their current places, and mounts none', () => {
    // On screen: rows 1 to 5 (1 and 2 have left the range since).
    const onScreen = new Set(['n1', 'n2', 'n3', 'n4', 'n5']);
    expect(rowsToRender(live, onScreen)).toEqual([item(3), item(4), item(5)]);
  });

  it('draws the whole range after a jump that left none of the rows on screen in it', () => {
    expect(rowsToRender(live, new Set(['n40', 'n41']))).toBe(live);
  });
});

describe('changes of the range that need no render while scrolling', () => {
  const item = (index: number, size = 100): VirtualItem => ({ key: `n${index}`, index, start: index * 100, end: index * 100 + size, size, lane: 0 });
  const drawn = new Map([3, 4, 5, 6, 7].map((i) => [`n${i}`, { start: i * 100, size: 100 }]));

  it('needs none when the range only lets rows behind go', () => {
    expect(drawsNothingNew([4, 5, 6, 7].map((i) => item(i)), drawn)).toBe(true);
  });

  it('needs one for a row coming in', () => {
    expect(drawsNothingNew([4, 5, 6, 7, 8].map((i) => item(i)), drawn)).toBe(false);
  });

  it('needs one when a drawn row moved or was measured anew', () => {
    expect(drawsNothingNew([4, 5, 6, 7].map((i) => ({ ...item(i), start: i * 100 + 20 })), drawn)).toBe(false);
    expect(drawsNothingNew([item(4), item(5, 240), item(6), item(7)], drawn)).toBe(false);
  });
});

describe('a reader who has run past the rows drawn', () => {
  it('gets the rows rendered at once, not after the sliced render in flight', () => {
    const chase: Chase = { pending: true, again: false };
    const render = vi.fn();
    const transition = vi.fn();
    const now = vi.fn((fn: () => void) => fn());
    onVirtualizerChange(chase, true, render, transition, () => true, now);
    expect(now).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledTimes(1);
    onVirtualizerChange(chase, true, render, transition, () => false, now);
    expect(now).toHaveBeenCalledTimes(1);
    expect(chase.again).toBe(true);
  });
  it('also when no sliced render has started yet (a fling outran the rows ahead)', () => {
    const chase = fresh();
    const render = vi.fn();
    const transition = vi.fn();
    const now = vi.fn((fn: () => void) => fn());
    onVirtualizerChange(chase, true, render, transition, () => true, now);
    expect(now).toHaveBeenCalledTimes(1);
    expect(transition).not.toHaveBeenCalled();
    expect(chase.pending).toBe(false);
  });
});

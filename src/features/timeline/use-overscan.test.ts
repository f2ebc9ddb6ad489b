// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schedule } from '@/ui/scheduling/after-next-paint';
import { OVERSCAN, OVERSCAN_BEHIND, ROW_BATCH, rowsAround, useOverscan } from './use-overscan';

/** A schedule the test runs by hand: "the frame has been produced". */
function manualSchedule() {
  const queued = new Set<() => void>();
  const schedule: Schedule = (cb) => {
    queued.add(cb);
    return () => queued.delete(cb);
  };
  const paint = () => act(() => [...queued].forEach((cb) => (queued.delete(cb), cb())));
  return { schedule, paint, pending: () => queued.size };
}

describe('useOverscan', () => {
  it('renders no rows beyond the viewport until the first frame with rows has been produced', () => {
    const s = manualSchedule();
    const { result, rerender } = renderHook(({ rows }) => useOverscan(rows, s.schedule), { initialProps: { rows: false } });
    expect(result.current).toBe(0);
    // A frame without rows (the first page still loading) does not count.
    expect(s.pending()).toBe(0);
    rerender({ rows: true });
    expect(result.current).toBe(0);
    expect(s.pending()).toBe(1);
    s.paint();
    expect(result.current).toBe(OVERSCAN);
    expect(s.pending()).toBe(0);
  });

  it('keeps the full overscan once reached, and cancels a pending change on unmount', () => {
    const s = manualSchedule();
    const { result, rerender, unmount } = renderHook(({ rows }) => useOverscan(rows, s.schedule), { initialProps: { rows: true } });
    s.paint();
    rerender({ rows: false }); // a timeline emptied by a filter keeps its overscan
    expect(result.current).toBe(OVERSCAN);
    const again = manualSchedule();
    const other = renderHook(() => useOverscan(true, again.schedule));
    expect(again.pending()).toBe(1);
    other.unmount();
    expect(again.pending()).toBe(0);
    unmount();
  });
});

describe('rowsAround', () => {
  const range = { startIndex: 20, endIndex: 27, overscan: 6, count: 100 };

  it('keeps the overscan on both sides at rest', () => {
    expect(rowsAround(range, null)).toEqual(Array.from({ length: 20 }, (_, i) => 14 + i));
  });

  /** Widened by the phase of the first row in view (20), as while scrolling. */
  const down = (i: number) => i - (20 % ROW_BATCH);
  const up = (i: number) => i + (ROW_BATCH - 1 - (20 % ROW_BATCH));

  it('puts most of it ahead of a scroll down, and at least as many rows in all', () => {
    const rows = rowsAround(range, 'forward');
    expect(rows[0]).toBe(down(20 - OVERSCAN_BEHIND));
    expect(rows[rows.length - 1]).toBe(up(27 + 12 - OVERSCAN_BEHIND));
    expect(rows.length).toBeGreaterThanOrEqual(rowsAround(range, null).length);
    expect(rows).toEqual(Array.from({ length: rows.length }, (_, i) => rows[0]! + i));
  });

  it('and ahead of a scroll up', () => {
    const rows = rowsAround(range, 'backward');
    expect(rows[0]).toBe(down(20 - 12 + OVERSCAN_BEHIND));
    expect(rows[rows.length - 1]).toBe(up(27 + OVERSCAN_BEHIND));
  });

  it('while scrolling, changes the rows it renders only once every ROW_BATCH rows', () => {
    expect(ROW_BATCH).toBeGreaterThan(1);
    const seen = new Set<string>();
    for (let start = 7 * ROW_BATCH; start < 11 * ROW_BATCH; start++) {
      const rows = rowsAround({ ...range, startIndex: start, endIndex: start + 7 }, 'forward');
      // The rows in view are always among them.
      expect(rows[0]!).toBeLessThanOrEqual(start);
      expect(rows[rows.length - 1]!).toBeGreaterThanOrEqual(start + 7);
      seen.add(`${rows[0]}-${rows[rows.length - 1]}`);
    }
    expect(seen.size).toBe(4);
  });

  it('stays inside the list, and with no overscan renders the range alone', () => {
    expect(rowsAround({ startIndex: 0, endIndex: 3, overscan: 6, count: 5 }, 'forward')).toEqual([0, 1, 2, 3, 4]);
    expect(rowsAround({ ...range, overscan: 0 }, 'forward')).toEqual([20, 21, 22, 23, 24, 25, 26, 27]);
  });
});

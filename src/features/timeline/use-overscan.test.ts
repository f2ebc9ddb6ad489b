import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schedule } from '@/ui/scheduling/after-next-paint';
import { OVERSCAN, useOverscan } from './use-overscan';

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

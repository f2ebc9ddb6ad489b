// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAtTop } from './use-at-top';

describe('useAtTop', () => {
  it('recheck reads the position now, before the next frame reports the scroll', () => {
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const offset = () => 40;
    const { result } = renderHook(() => useAtTop(offset));
    expect(result.current[0]).toBe(true);
    y = 900; // the resume placed the reader deep; no frame has run since
    expect(result.current[0]).toBe(true);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(false);
  });
});

describe('useAtTop while scrolling', () => {
  it('does not render the timeline again for a frame that leaves the answer as it was, even with a row render in flight', () => {
    let y = 500;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    let renders = 0;
    let bump: (n: number) => void = () => undefined;
    renderHook(() => {
      renders++;
      const [, setRows] = useState(0);
      bump = setRows;
      return useAtTop(() => 0);
    });
    const counted = (fn: () => void) => {
      const before = renders;
      act(fn);
      return renders - before;
    };
    // A frame away from the top, while a sliced (transition) render of new rows is pending.
    const frame = (to: number, rows: number) =>
      counted(() => {
        startTransition(() => bump(rows));
        y = to;
        window.dispatchEvent(new Event('scroll'));
        frames.splice(0).forEach((cb) => cb(0));
      });
    frame(600, 1);
    // Only the transition's own render: the unchanged answer schedules nothing.
    expect(frame(700, 2)).toBe(1);
    expect(frame(800, 3)).toBe(1);
    expect(counted(() => {
      y = 0;
      window.dispatchEvent(new Event('scroll'));
      frames.splice(0).forEach((cb) => cb(0));
    })).toBe(1);
  });
});

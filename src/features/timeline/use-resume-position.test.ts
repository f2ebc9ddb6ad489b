// @vitest-environment jsdom
import type { Virtualizer } from '@tanstack/react-virtual';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetReadingLine } from './reader-position';
import { RESUME_HOLD_MS, useResumePosition } from './use-resume-position';

const shown = [{ id: 'n0' }, { id: 'n1' }, { id: 'n2' }];
const virtualizer = {
  measurementsCache: [
    { start: 100, size: 200 },
    { start: 300, size: 200 },
    { start: 500, size: 200 },
  ],
  scrollToIndex: vi.fn(),
} as unknown as Virtualizer<Window, Element>;

let y = 0;
beforeEach(() => {
  forgetReadingLine();
  vi.useFakeTimers();
  y = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
    y = top;
  }) as typeof window.scrollTo);
});
afterEach(() => vi.useRealTimers());

/** Something else (a router's scroll reset) moves the page. */
function foreignScroll(top: number) {
  y = top;
  window.dispatchEvent(new Event('scroll'));
}

describe('useResumePosition', () => {
  it('puts the remembered note back at its place, and holds it there against a later scroll reset', () => {
    const finish = vi.fn();
    renderHook(() => useResumePosition({ id: 'n2', offset: 12 }, true, virtualizer, shown, finish));
    expect(y).toBe(512);
    act(() => vi.advanceTimersByTime(400));
    foreignScroll(0); // after every settle placement: the reader would be left at the top
    expect(y).toBe(512);
    expect(finish).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(RESUME_HOLD_MS));
    expect(finish).toHaveBeenCalledTimes(1);
  });

  it('lets the reader take over at once', () => {
    const finish = vi.fn();
    renderHook(() => useResumePosition({ id: 'n2', offset: 0 }, true, virtualizer, shown, finish));
    window.dispatchEvent(new Event('wheel'));
    expect(finish).toHaveBeenCalledTimes(1);
  });

  it('ends at once when the note is not shown', () => {
    const finish = vi.fn();
    renderHook(() => useResumePosition({ id: 'gone', offset: 0 }, true, virtualizer, shown, finish));
    expect(finish).toHaveBeenCalledTimes(1);
    expect(y).toBe(0);
  });

  it('puts the note at the top of what the reader sees: below the sticky page header', () => {
    const header = document.createElement('header');
    header.setAttribute('data-sticky-header', '');
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue({ bottom: 60 } as DOMRect);
    document.body.appendChild(header);
    try {
      renderHook(() => useResumePosition({ id: 'n2', offset: 12 }, true, virtualizer, shown, vi.fn()));
      expect(y).toBe(452); // the note's start + 12, less the 60 px the header covers
    } finally {
      header.remove();
    }
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from './NavigationProgress';

afterEach(() => {
  vi.useRealTimers();
});

describe('useDelayedFlag (the navigation progress bar)', () => {
  it('stays hidden for a fast navigation, shows for a slow one, and hides as soon as it ends', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 120), { initialProps: { active: true } });
    act(() => void vi.advanceTimersByTime(119));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
    // The next navigation waits its own delay again.
    rerender({ active: true });
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(50));
    rerender({ active: false });
    act(() => void vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });
});

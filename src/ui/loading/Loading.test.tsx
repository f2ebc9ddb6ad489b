import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LONG_LOAD_AFTER_MS } from '@/core/constants';
import { Loading } from './Loading';

afterEach(() => {
  vi.useRealTimers();
});

describe('Loading', () => {
  it('swaps to the long-load image after the spec’s 10 s, not before', () => {
    vi.useFakeTimers();
    const { container } = render(<Loading />);
    const status = container.querySelector('[role="status"]')!;
    expect(LONG_LOAD_AFTER_MS).toBe(10_000);
    act(() => void vi.advanceTimersByTime(LONG_LOAD_AFTER_MS - 1));
    expect(status.getAttribute('data-loading')).toBe('short');
    expect(container.querySelector('[data-long-load-image]')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(status.getAttribute('data-loading')).toBe('long');
    expect(container.querySelector('[data-long-load-image]')).not.toBeNull();
  });
});

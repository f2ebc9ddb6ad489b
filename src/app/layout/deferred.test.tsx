import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markFirstPaintDone } from '../boot/first-paint';
import { deferredComponent, untilLoaded } from './deferred';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>the page went down</p> : this.props.children;
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('untilLoaded', () => {
  it('asks again after each failure, waiting longer each time, and resolves with the first success', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue('the chunk');
    let got: string | null = null;
    void untilLoaded(load, [100, 1_000]).then((v) => (got = v));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    expect(got).toBe('the chunk');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('deferredComponent', () => {
  it('a part whose chunk fails to load leaves the page standing, and shows once a later attempt loads it', async () => {
    markFirstPaintDone();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const Part = deferredComponent(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <p>the post form</p>;
    });
    vi.useFakeTimers();
    render(
      <Boundary>
        <p>the timeline</p>
        <Part />
      </Boundary>,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.getByText('the timeline')).toBeTruthy();
    expect(screen.queryByText('the page went down')).toBeNull();
    expect(screen.queryByText('the post form')).toBeNull();
    fail = false;
    await vi.advanceTimersByTimeAsync(2_000);
    vi.useRealTimers();
    expect(await screen.findByText('the post form')).toBeTruthy();
    expect(screen.getByText('the timeline')).toBeTruthy();
    warn.mockRestore();
  });
});

import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_MS, flushFrameBatch, inNextFrame } from './frame-batch';

afterEach(() => {
  flushFrameBatch();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('inNextFrame', () => {
  it('waits for the frame, and a page that draws none (hidden) gets its updates within FALLBACK_MS', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const seen: string[] = [];
    inNextFrame(() => seen.push('first'));
    inNextFrame(() => seen.push('second'));
    expect(seen).toEqual([]);
    expect(frames).toHaveLength(1);
    vi.advanceTimersByTime(FALLBACK_MS - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['first', 'second']);
    // The frame comes late: nothing runs twice.
    frames[0]!(0);
    expect(seen).toEqual(['first', 'second']);
  });

  it('runs at the next frame when one comes first', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const seen: number[] = [];
    inNextFrame(() => seen.push(1));
    frames[0]!(0);
    expect(seen).toEqual([1]);
  });

  it('one failing update never holds back the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    inNextFrame(() => {
      throw new Error('broken note');
    });
    inNextFrame(() => seen.push('next'));
    await waitFor(() => expect(seen).toEqual(['next']));
    expect(error).toHaveBeenCalledWith('A stream update failed', expect.any(Error));
    error.mockRestore();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { goBackInApp } from './go-back-in-app';

describe('goBackInApp', () => {
  it('goes back when the previous entry is the app', () => {
    const back = vi.fn();
    const toTimeline = vi.fn();
    goBackInApp({ canGoBack: () => true, back }, toTimeline);
    expect(back).toHaveBeenCalledOnce();
    expect(toTimeline).not.toHaveBeenCalled();
  });

  it('goes to the timeline when Back would leave the app', () => {
    const back = vi.fn();
    const toTimeline = vi.fn();
    goBackInApp({ canGoBack: () => false, back }, toTimeline);
    expect(back).not.toHaveBeenCalled();
    expect(toTimeline).toHaveBeenCalledOnce();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTENT_ATTRIBUTE, INTENT_DELAY_MS, intentPreloader } from './intent-preload';

const anchor = (href: string, opted = true) => {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  if (opted) a.setAttribute(INTENT_ATTRIBUTE, '');
  return a;
};

describe('intent preloading of plain in-app anchors', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('preloads once the pointer has rested on the link, not when it only passes over', () => {
    const preload = vi.fn();
    const intent = intentPreloader(preload);
    const a = anchor('/notes/abc');
    intent.hover(a);
    vi.advanceTimersByTime(INTENT_DELAY_MS - 1);
    intent.leave(a);
    vi.advanceTimersByTime(INTENT_DELAY_MS);
    expect(preload).not.toHaveBeenCalled();
    intent.hover(a);
    intent.hover(a); // pointerover again from a child: still one timer
    vi.advanceTimersByTime(INTENT_DELAY_MS);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith(a, '/notes/abc');
  });

  it('preloads at once on focus or touch', () => {
    const preload = vi.fn();
    intentPreloader(preload).now(anchor('/@alice@example.com'));
    expect(preload).toHaveBeenCalledWith(expect.anything(), '/@alice@example.com');
  });

  it('leaves alone anchors that did not ask, and anything that is not an in-app path', () => {
    const preload = vi.fn();
    const intent = intentPreloader(preload);
    for (const a of [anchor('/notes/abc', false), anchor('https://example.com/'), anchor('//evil.example/x'), anchor('javascript:alert(1)')]) {
      intent.now(a);
      intent.hover(a);
    }
    vi.advanceTimersByTime(INTENT_DELAY_MS * 2);
    expect(preload).not.toHaveBeenCalled();
  });

  it('drops pending preloads when disposed', () => {
    const preload = vi.fn();
    const intent = intentPreloader(preload);
    intent.hover(anchor('/notes/abc'));
    intent.dispose();
    vi.advanceTimersByTime(INTENT_DELAY_MS);
    expect(preload).not.toHaveBeenCalled();
  });
});

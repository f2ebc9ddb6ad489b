import { describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, showToast } from './toast-store';

describe('toasts', () => {
  it('the same message already on screen is shown once', () => {
    const a = showToast('Network error', 'error');
    const b = showToast('Network error', 'error');
    expect(b).toBe(a);
    expect(getToasts().filter((t) => t.message === 'Network error')).toHaveLength(1);
    dismissToast(a);
    expect(getToasts().some((t) => t.message === 'Network error')).toBe(false);
  });
});

describe('toasts of one operation', () => {
  it('a later toast with the same key replaces the earlier one in place', () => {
    const other = showToast('Saved.', 'success');
    const failed = showToast('Could not post: network error. It will be sent again.', 'error', { key: 'queued-post:1' });
    const posted = showToast('Your post was sent.', 'success', { key: 'queued-post:1' });
    expect(posted).toBe(failed);
    const shown = getToasts();
    expect(shown.map((t) => t.message)).toEqual(['Saved.', 'Your post was sent.']);
    expect(shown[1]).toMatchObject({ kind: 'success', key: 'queued-post:1' });
    dismissToast(other);
    dismissToast(posted);
    expect(getToasts()).toEqual([]);
  });

  it('different keys stand side by side; without a key nothing is replaced', () => {
    const a = showToast('Post A failed; it will be sent again.', 'error', { key: 'queued-post:a' });
    const b = showToast('Post B failed; it will be sent again.', 'error', { key: 'queued-post:b' });
    const plain = showToast('Posted.', 'success');
    expect(new Set([a, b, plain]).size).toBe(3);
    const aPosted = showToast('Post A was sent.', 'success', { key: 'queued-post:a' });
    expect(aPosted).toBe(a);
    expect(getToasts().map((t) => t.message)).toEqual(['Post A was sent.', 'Post B failed; it will be sent again.', 'Posted.']);
    for (const t of getToasts()) dismissToast(t.id);
  });

  it('the replacement gets its own display time', () => {
    vi.useFakeTimers();
    try {
      const id = showToast('Failed; will retry.', 'error', { key: 'op' });
      const first = getToasts().find((t) => t.id === id)!.durationMs;
      vi.advanceTimersByTime(first - 10);
      showToast('Done.', 'success', { key: 'op' });
      vi.advanceTimersByTime(20);
      expect(getToasts().map((t) => t.message)).toEqual(['Done.']);
      vi.advanceTimersByTime(getToasts()[0]!.durationMs);
      expect(getToasts()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

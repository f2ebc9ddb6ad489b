import { describe, expect, it } from 'vitest';
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

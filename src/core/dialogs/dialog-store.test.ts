import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAITING_SUCCESS_MS } from '@/core/constants';
import { getDialogs, waitingDialog } from './dialog-store';

afterEach(() => {
  vi.useRealTimers();
});

describe('waitingDialog', () => {
  it('shows the check mark for WAITING_SUCCESS_MS after the work succeeds, then closes', async () => {
    vi.useFakeTimers();
    const value = await waitingDialog(Promise.resolve(42));
    expect(value).toBe(42);
    expect(getDialogs().at(-1)?.request).toMatchObject({ kind: 'waiting', state: 'success' });
    vi.advanceTimersByTime(WAITING_SUCCESS_MS - 1);
    expect(getDialogs()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await Promise.resolve();
    expect(getDialogs()).toHaveLength(0);
  });

  it('closes at once when the work fails', async () => {
    await expect(waitingDialog(Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(getDialogs()).toHaveLength(0);
  });
});

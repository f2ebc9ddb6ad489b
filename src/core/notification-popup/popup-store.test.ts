import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearNotificationPopups, getNotificationPopups, NOTIFICATION_POPUP_MAX, NOTIFICATION_POPUP_MS, pushNotificationPopup } from './popup-store';

const n = (id: string) => ({ id, createdAt: '2024-01-01T00:00:00Z', type: 'reaction' });

describe('notification pop-ups', () => {
  afterEach(() => {
    clearNotificationPopups();
    vi.useRealTimers();
  });

  it('shows each notification once and removes it after its time', () => {
    vi.useFakeTimers();
    pushNotificationPopup(n('a'));
    pushNotificationPopup(n('a'));
    expect(getNotificationPopups().map((p) => p.notification.id)).toEqual(['a']);
    vi.advanceTimersByTime(NOTIFICATION_POPUP_MS - 1);
    expect(getNotificationPopups()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getNotificationPopups()).toHaveLength(0);
  });

  it('keeps at most the newest few', () => {
    for (let i = 0; i < NOTIFICATION_POPUP_MAX + 2; i++) pushNotificationPopup(n(`n${i}`));
    const ids = getNotificationPopups().map((p) => p.notification.id);
    expect(ids).toHaveLength(NOTIFICATION_POPUP_MAX);
    expect(ids.at(-1)).toBe(`n${NOTIFICATION_POPUP_MAX + 1}`);
    expect(ids).not.toContain('n0');
  });
});

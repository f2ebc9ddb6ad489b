import { describe, expect, it } from 'vitest';
import { addUnread, badgeText, NO_UNREAD, titleWithCount, unreadFromMe } from './unread-count';

describe('unread badge state', () => {
  it('starts from the server’s count, or a mark when only the flag is known', () => {
    expect(unreadFromMe({ unreadNotificationsCount: 4 })).toMatchObject({ count: 4, uncounted: false });
    expect(badgeText(unreadFromMe({ hasUnreadNotification: true }))).toBe('');
    expect(badgeText(unreadFromMe({ hasUnreadNotification: false }))).toBeNull();
    expect(badgeText(unreadFromMe(null))).toBeNull();
  });

  it('counts each live notification once', () => {
    let s = addUnread(NO_UNREAD, 'a');
    s = addUnread(s, 'b');
    s = addUnread(s, 'a');
    expect(badgeText(s)).toBe('2');
    expect(badgeText(addUnread(unreadFromMe({ hasUnreadNotification: true }), 'x'))).toBe('1+');
  });

  it('caps at 99+ and puts the count in front of the title', () => {
    let s = NO_UNREAD;
    for (let i = 0; i < 120; i++) s = addUnread(s, String(i));
    expect(badgeText(s)).toBe('99+');
    expect(titleWithCount('(3) Misskey', addUnread(NO_UNREAD, 'a'))).toBe('(1) Misskey');
    expect(titleWithCount('(3) Misskey', NO_UNREAD)).toBe('Misskey');
  });
});

import { describe, expect, it } from 'vitest';
import { addUnread, badgeText, NO_UNREAD } from '@/core/unread/unread-count';
import { unreadMessagesFromMe } from './unread-badge';

describe('the messaging unread badge', () => {
  it('starts from the account flag and counts each new message once', () => {
    expect(badgeText(unreadMessagesFromMe({ hasUnreadMessagingMessage: false }))).toBeNull();
    expect(badgeText(unreadMessagesFromMe({ hasUnreadMessagingMessage: true }))).toBe('');
    let s = unreadMessagesFromMe({ hasUnreadMessagingMessage: false });
    s = addUnread(s, 'm1');
    s = addUnread(s, 'm1');
    s = addUnread(s, 'm2');
    expect(badgeText(s)).toBe('2');
    expect(badgeText(addUnread(unreadMessagesFromMe({ hasUnreadMessagingMessage: true }), 'm3'))).toBe('1+');
    expect(badgeText(NO_UNREAD)).toBeNull();
    expect(badgeText(unreadMessagesFromMe(undefined))).toBeNull();
  });
});

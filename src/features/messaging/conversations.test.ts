import { describe, expect, it } from 'vitest';
import { buildConversations, isConversationUnread, markConversationsRead, upsertConversation } from './conversations';
import type { MessagingMessage } from './types';

const alice = { id: 'alice', username: 'alice', host: null };
const me = { id: 'me', username: 'carol', host: null };
const m = (id: string, createdAt: string, extra: Partial<MessagingMessage>): MessagingMessage => ({ id, createdAt, text: id, userId: 'alice', user: alice, recipientId: 'me', recipient: me, ...extra });

describe('conversations', () => {
  it('merges user and group history newest first, one entry each', () => {
    const list = buildConversations(
      [
        m('1', '2026-01-01T00:00:00Z', {}),
        m('2', '2026-01-03T00:00:00Z', { userId: 'me', user: me, recipientId: 'alice', recipient: alice }),
        m('3', '2026-01-02T00:00:00Z', { groupId: 'g', recipientId: null, group: { id: 'g', name: 'G', ownerId: 'x', userIds: [] } }),
        'garbage',
      ],
      'me',
    );
    expect(list.map((c) => [c.key, c.last.id])).toEqual([
      ['u:alice', '2'],
      ['g:g', '3'],
    ]);
    expect(list[0]!.user?.username).toBe('alice');
  });
  it('moves a conversation to the top on a new message and marks reads', () => {
    const list = buildConversations([m('1', '2026-01-01T00:00:00Z', {}), m('3', '2026-01-02T00:00:00Z', { groupId: 'g', recipientId: null })], 'me');
    const next = upsertConversation(list, m('4', '2026-01-05T00:00:00Z', { isRead: false }), 'me');
    expect(next.map((c) => c.key)).toEqual(['u:alice', 'g:g']);
    expect(isConversationUnread(next[0]!, 'me')).toBe(true);
    const read = markConversationsRead(next, ['4'], 'me');
    expect(isConversationUnread(read[0]!, 'me')).toBe(false);
    const groupRead = markConversationsRead(read, ['3'], 'me');
    expect(groupRead[1]!.last.reads).toEqual(['me']);
  });
});

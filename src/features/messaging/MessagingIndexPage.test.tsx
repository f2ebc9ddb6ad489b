import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverEndpointsQuery } from '@/core/capabilities';
import { instanceMetaQuery, type InstanceMeta } from '@/core/instance/instance-meta';
import { stopStream } from '@/core/stream/stream-instance';
import { connectionId, fakeStream, fixture, ME, renderWith, signIn, testQueryClient } from '../drive/rooms.test-util';
import { buildConversations } from './conversations';
import { messagingHistoryQuery } from './messaging-queries';
import { MessagingIndexPage } from './MessagingIndexPage';
import type { MessagingMessage } from './types';

const alice = { id: 'alice0000001', username: 'alice', host: null, name: 'Alice' };
const bob = { id: 'bob000000001', username: 'bob', host: null, name: 'Bob' };
const me = { id: ME.id, username: ME.username, host: null };
const m = (id: string, from: typeof alice, at: string, text: string, extra: Partial<MessagingMessage> = {}): MessagingMessage => ({
  id, createdAt: at, text, userId: from.id, user: from, recipientId: me.id, recipient: me, isRead: true, ...extra,
});

beforeEach(() => signIn());
afterEach(() => stopStream());

function prefilled(endpoints: string[]) {
  const qc = testQueryClient();
  qc.setQueryData(serverEndpointsQuery().queryKey, endpoints);
  qc.setQueryData(messagingHistoryQuery().queryKey, buildConversations([m('a1', alice, '2026-01-02T00:00:00Z', 'from alice'), m('b1', bob, '2026-01-01T00:00:00Z', 'from bob')], me.id));
  return qc;
}

describe('MessagingIndexPage', () => {
  it('lists conversations newest first and follows messagingIndex', async () => {
    const ws = await fakeStream();
    renderWith(prefilled(['messaging/messages', 'users/groups/owned']), () => <MessagingIndexPage />);
    await screen.findByText('from alice');
    const order = () => [...document.querySelectorAll('[data-conversation]')].map((e) => e.getAttribute('data-conversation'));
    expect(order()).toEqual([`u:${alice.id}`, `u:${bob.id}`]);
    await waitFor(() => expect(connectionId(ws, 'messagingIndex')).not.toBeNull());
    const id = connectionId(ws, 'messagingIndex')!;
    act(() => ws.push({ type: 'channel', body: { id, type: 'message', body: m('b2', bob, '2026-01-03T00:00:00Z', 'bob again', { isRead: false }) } }));
    await screen.findByText('bob again');
    expect(order()).toEqual([`u:${bob.id}`, `u:${alice.id}`]);
    expect(document.querySelector(`[data-conversation="u:${bob.id}"] [data-unread]`)).not.toBeNull();
    expect(screen.getByRole('button', { name: /すべて既読にする/ })).toBeTruthy();
    act(() => ws.push({ type: 'channel', body: { id, type: 'read', body: ['b2'] } }));
    await waitFor(() => expect(document.querySelector(`[data-conversation="u:${bob.id}"] [data-unread]`)).toBeNull());
    expect(screen.queryByRole('button', { name: /すべて既読にする/ })).toBeNull();
  });

  it('says plainly when the server has no chats (Misskey 13.14’s recorded meta and endpoint list)', async () => {
    const qc = prefilled(fixture<string[]>('endpoints.json'));
    qc.setQueryData(instanceMetaQuery().queryKey, fixture<InstanceMeta>('meta.json'));
    renderWith(qc, () => <MessagingIndexPage />);
    expect((await screen.findByRole('status')).textContent).toContain('ダイレクトメッセージ');
    expect(document.querySelector('[data-conversation]')).toBeNull();
  });
});

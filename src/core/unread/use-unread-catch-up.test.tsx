import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/core/accounts/me-query';
import { startSession } from '@/core/accounts/session';
import { dropThenReopen, FakeWebSocket } from '@/core/stream/fake-websocket.test-util';
import { startStream, stopStream } from '@/core/stream/stream-instance';
import { addUnread, badgeText, NO_UNREAD, reconcileUnread, type UnreadState } from './unread-count';
import { useUnreadCatchUp } from './use-unread-catch-up';

const account = { id: 'me', token: 'TOK', origin: 'https://s.example', username: 'carol', isAdmin: false, isModerator: false };
const KEY = ['badge'];
const fromMe = (me: unknown): UnreadState => ({ count: 0, uncounted: (me as { hasUnreadNotification?: boolean }).hasUnreadNotification === true, ids: [] });

describe('reconcileUnread', () => {
  it('takes "nothing unread" and a server count as they are; a bare flag keeps what was counted', () => {
    const two = addUnread(addUnread(NO_UNREAD, 'a'), 'b');
    expect(reconcileUnread(two, NO_UNREAD)).toEqual(NO_UNREAD);
    expect(badgeText(reconcileUnread(two, { count: 5, uncounted: false, ids: [] }))).toBe('5');
    expect(reconcileUnread(two, { count: 0, uncounted: true, ids: [] })).toBe(two);
    expect(badgeText(reconcileUnread(NO_UNREAD, { count: 0, uncounted: true, ids: [] }))).toBe('');
    expect(badgeText(reconcileUnread(undefined, { count: 0, uncounted: true, ids: [] }))).toBe('');
  });
});

describe('useUnreadCatchUp', () => {
  afterEach(() => {
    stopStream();
    vi.unstubAllGlobals();
  });

  it('sets the badge from a fresh `i` once the stream is back after a drop, not at the first connection', async () => {
    FakeWebSocket.reset();
    startSession(account);
    let unread = false;
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: account.id, hasUnreadNotification: unread }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const qc = new QueryClient();
    qc.setQueryData(meQueryKey(account), { id: account.id, hasUnreadNotification: false });
    qc.setQueryData<UnreadState>(KEY, NO_UNREAD);
    startStream({ origin: account.origin, token: account.token, WebSocket: FakeWebSocket });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
    const { unmount } = renderHook(() => useUnreadCatchUp(KEY, fromMe, true), { wrapper });
    await vi.waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    FakeWebSocket.latest().open();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    await dropThenReopen(() => {
      unread = true; // the unreadNotification event was sent while the socket was down
    });
    await vi.waitFor(() => expect(badgeText(qc.getQueryData<UnreadState>(KEY))).toBe(''));
    expect(fetchMock).toHaveBeenCalledOnce();
    unmount();
  });
});

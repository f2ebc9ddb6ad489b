import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDialogs } from '@/core/dialogs/dialog-store';
import { resetSettingsForTests, setSetting } from '@/core/settings';
import { dropThenReopen, FakeWebSocket } from '@/core/stream/fake-websocket.test-util';
import { stopStream } from '@/core/stream/stream-instance';
import { meQueryKey } from '@/core/accounts/me-query';
import { startSession } from '@/core/accounts/session';
import { startLive } from './live';

const account = { id: 'me', token: 'TOK', origin: 'https://s.example', username: 'carol', isAdmin: false, isModerator: false };

async function connectedThenDropped(behaviour: 'nothing' | 'dialog') {
  await resetSettingsForTests();
  setSetting('serverDisconnectedBehavior', behaviour);
  FakeWebSocket.reset();
  startLive({ origin: account.origin, account, queryClient: new QueryClient(), WebSocket: FakeWebSocket });
  await vi.waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  const ws = FakeWebSocket.latest();
  ws.open();
  // The main channel is connected as soon as the socket opens.
  expect(ws.sent.some((m) => m.type === 'connect' && m.body.channel === 'main')).toBe(true);
  ws.drop();
}

describe('server disconnect behaviour', () => {
  afterEach(() => {
    stopStream();
    for (const d of getDialogs()) d.resolve({ canceled: true });
  });

  it('"dialog" asks whether to reload', async () => {
    await connectedThenDropped('dialog');
    await vi.waitFor(() => expect(getDialogs()).toHaveLength(1));
    expect(getDialogs()[0]!.request).toMatchObject({ kind: 'confirm' });
  });

  it('"nothing" stays quiet', async () => {
    await connectedThenDropped('nothing');
    await new Promise((r) => setTimeout(r, 20));
    expect(getDialogs()).toHaveLength(0);
  });
});

describe('after a reconnect', () => {
  afterEach(() => {
    stopStream();
    vi.unstubAllGlobals();
  });

  it('reads `i` again, so unread badges lost with the socket come back', async () => {
    await resetSettingsForTests();
    setSetting('serverDisconnectedBehavior', 'nothing');
    FakeWebSocket.reset();
    startSession(account);
    let unread = false;
    const fetchMock = vi.fn(async (url: string) => {
      expect(url).toBe(`${account.origin}/api/i`);
      return new Response(JSON.stringify({ id: account.id, hasUnreadNotification: unread }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    queryClient.setQueryData(meQueryKey(account), { id: account.id, hasUnreadNotification: false });
    startLive({ origin: account.origin, account, queryClient, WebSocket: FakeWebSocket });
    await vi.waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    FakeWebSocket.latest().open();
    // The first connection does not read it again (start-up did).
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    await dropThenReopen(() => {
      unread = true; // a notification came while the socket was down
    });
    await vi.waitFor(() => expect(queryClient.getQueryData(meQueryKey(account))).toMatchObject({ hasUnreadNotification: true }));
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

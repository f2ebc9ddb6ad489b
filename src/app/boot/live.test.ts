import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDialogs } from '@/core/dialogs/dialog-store';
import { resetSettingsForTests, setSetting } from '@/core/settings';
import { FakeWebSocket } from '@/core/stream/fake-websocket.test-util';
import { stopStream } from '@/core/stream/stream-instance';
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

import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import aliceNotifs from '../../../../shared/fixtures/i-notifications-alice.json';
import me from '../../../../shared/fixtures/i.json';
import { FakeWebSocket } from '@/core/stream/fake-websocket.test-util';
import { startStream, stopStream } from '@/core/stream/stream-instance';
import { renderApp, testSession } from '../relations/test-app.test-util';
import { NotificationFeed } from './NotificationFeed';

const later = { ...aliceNotifs[2], id: 'zzlater', createdAt: '2026-11-24T23:00:00.000Z', type: 'app', body: 'Arrived before the stream was up', header: 'Fixture app', icon: null };

describe('NotificationFeed and the stream', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => stopStream());

  it('reads its list again when the main channel comes up while it is shown, so nothing from before is missing', async () => {
    let list: unknown[] = aliceNotifs;
    const { calls } = testSession((endpoint, body) => {
      if (endpoint === 'i') return { status: 200, body: me };
      if (endpoint === 'i/notifications') return { status: 200, body: body.untilId ? [] : list };
      return { status: 404, body: { error: { code: 'NO', message: 'no', id: 'x' } } };
    });
    FakeWebSocket.reset();
    startStream({ origin: 'http://test.invalid', token: 't', WebSocket: FakeWebSocket, disposeDelayMs: 0 });
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    renderApp(() => <NotificationFeed />);
    const feed = await screen.findByRole('feed');
    await waitFor(() => expect(feed.querySelectorAll('article').length).toBeGreaterThan(0));
    const reads = () => calls.filter((c) => c.endpoint === 'i/notifications' && !c.body.untilId).length;
    expect(reads()).toBe(1);
    // A notification comes in before the socket is open: no event will tell of it.
    list = [later, ...aliceNotifs];
    FakeWebSocket.latest().open();
    await waitFor(() => expect(feed.textContent).toContain('Arrived before the stream was up'));
    expect(reads()).toBe(2);
  });
});

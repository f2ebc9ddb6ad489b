import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import aliceNotifs from '../../../tests/fixtures/misskey-13.14.2/i-notifications-alice.json';
import me from '../../../tests/fixtures/misskey-13.14.2/i.json';
import { FakeWebSocket } from '@/core/stream/fake-websocket.test-util';
import { startStream, stopStream } from '@/core/stream/stream-instance';
import { renderApp, testSession } from '../relations/test-app.test-util';
import { NotificationFeed } from './NotificationFeed';

const later = { ...aliceNotifs[2], id: 'zzlater', createdAt: '2026-11-24T23:00:00.000Z', type: 'app', body: 'Arrived before the stream was up', header: 'Fixture app', icon: null };

/**
 * A feed shown while the stream's socket is still closed; `sinceAnswer` is the server's answer to a
 * sinceId request. Returns the requests made, the feed, and `arrive`: a notification comes in, then
 * the socket opens.
 */
async function feedBeforeTheSocket(sinceAnswer: (list: unknown[], sinceId: string) => unknown[]) {
  let list: unknown[] = aliceNotifs;
  const { calls } = testSession((endpoint, body) => {
    if (endpoint === 'i') return { status: 200, body: me };
    if (endpoint !== 'i/notifications') return { status: 404, body: { error: { code: 'NO', message: 'no', id: 'x' } } };
    if (body.sinceId) return { status: 200, body: sinceAnswer(list, String(body.sinceId)) };
    return { status: 200, body: body.untilId ? [] : list };
  });
  FakeWebSocket.reset();
  startStream({ origin: 'http://test.invalid', token: 't', WebSocket: FakeWebSocket, disposeDelayMs: 0 });
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  renderApp(() => <NotificationFeed />);
  const feed = await screen.findByRole('feed');
  await waitFor(() => expect(feed.querySelectorAll('article').length).toBeGreaterThan(0));
  const arrive = () => {
    // A notification comes in before the socket is open: no event will tell of it.
    list = [later, ...aliceNotifs];
    FakeWebSocket.latest().open();
  };
  return { calls, feed, arrive };
}

describe('NotificationFeed and the stream', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => stopStream());

  it('when the main channel comes up while it is shown, fetches what came since its newest and puts it on top', async () => {
    const { calls, feed, arrive } = await feedBeforeTheSocket((list, sinceId) => list.filter((n) => (n as { id: string }).id > sinceId).reverse());
    const newestShown = feed.querySelector('article')?.getAttribute('data-notification-id');
    arrive();
    await waitFor(() => expect(feed.textContent).toContain('Arrived before the stream was up'));
    expect(feed.querySelector('article')?.textContent).toContain('Arrived before the stream was up');
    const reads = calls.filter((c) => c.endpoint === 'i/notifications');
    expect(reads.filter((c) => !c.body.sinceId && !c.body.untilId)).toHaveLength(1);
    expect(reads.filter((c) => c.body.sinceId)).toEqual([expect.objectContaining({ body: expect.objectContaining({ sinceId: aliceNotifs[0]!.id }) })]);
    if (newestShown) expect(newestShown).toBe(aliceNotifs[0]!.id);
  });

  it('when a whole page or more came in between, reads the list again', async () => {
    const { calls, feed, arrive } = await feedBeforeTheSocket(() => Array.from({ length: 20 }, (_, i) => ({ ...later, id: `zz${String(i).padStart(3, '0')}` })));
    arrive();
    await waitFor(() => expect(calls.filter((c) => c.endpoint === 'i/notifications' && !c.body.sinceId && !c.body.untilId)).toHaveLength(2));
    await waitFor(() => expect(feed.textContent).toContain('Arrived before the stream was up'));
  });
});

import ReconnectingWebSocket from 'reconnecting-websocket';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTURE_FLUSH_TIMEOUT_MS } from './capture-queue';
import { RECONNECT_OPTIONS, StreamClient, streamUrl } from './stream-client';
import { createTypingNotifier } from './typing-throttle';
import { FakeWebSocket } from './fake-websocket.test-util';

function setup() {
  FakeWebSocket.reset();
  const stream = new StreamClient({ origin: 'https://s.example', token: 'TOK', WebSocket: FakeWebSocket, Socket: ReconnectingWebSocket });
  return { stream, ws: () => FakeWebSocket.latest() };
}

describe('StreamClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects to /streaming with the token and a timestamp; visitors without one', () => {
    expect(streamUrl('https://s.example', 'TOK', 42)).toBe('wss://s.example/streaming?i=TOK&_t=42');
    expect(streamUrl('http://127.0.0.1:3000', null, 42)).toBe('ws://127.0.0.1:3000/streaming?_t=42');
  });

  it('loads the socket\'s code on its own when not given it, and then connects and joins the channels asked for meanwhile', async () => {
    FakeWebSocket.reset();
    const stream = new StreamClient({ origin: 'https://s.example', token: 'TOK', WebSocket: FakeWebSocket });
    const main = stream.useChannel('main');
    main.send('ping', {}); // nothing to send on yet: dropped, as on a closed socket
    expect(FakeWebSocket.instances).toHaveLength(0);
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    FakeWebSocket.latest().open();
    expect(stream.state).toBe('connected');
    expect(FakeWebSocket.latest().sent.map((m) => [m.type, m.body.channel])).toEqual([['connect', 'main']]);
    main.dispose();
    stream.close();
  });

  it('uses the reconnect constants of spec section 9', () => {
    expect(RECONNECT_OPTIONS).toEqual({ minReconnectionDelay: 1, maxReconnectionDelay: 10_000, reconnectionDelayGrowFactor: 1.3, connectionTimeout: 4_000, minUptime: 5_000 });
  });

  it('backs off 1.3× per failed attempt up to 10 s', async () => {
    const { stream, ws } = setup();
    await vi.advanceTimersByTimeAsync(0);
    const times: number[] = [];
    let last = Date.now();
    for (let i = 0; i < 40; i++) {
      const before = FakeWebSocket.instances.length;
      ws().drop();
      // advance until a new socket appears
      let waited = 0;
      while (FakeWebSocket.instances.length === before && waited < 20_000) {
        await vi.advanceTimersByTimeAsync(1);
        waited++;
      }
      times.push(Date.now() - last);
      last = Date.now();
    }
    // Each delay is 1 ms × 1.3^(n-1), capped at 10 s (timer granularity: 1 ms).
    times.forEach((t, n) => expect(Math.abs(t - Math.min(10_000, 1.3 ** n))).toBeLessThanOrEqual(1.5));
    expect(Math.max(...times)).toBeLessThanOrEqual(10_001);
    expect(times[times.length - 1]).toBeGreaterThanOrEqual(9_000);
    expect(times[5]!).toBeGreaterThan(times[1]!);
    stream.close();
  });

  it('connects channels, routes their events, and sends ch messages', async () => {
    const { stream, ws } = setup();
    await vi.advanceTimersByTimeAsync(0);
    ws().open();
    const conn = stream.useChannel('homeTimeline');
    const got: unknown[] = [];
    conn.on('note', (b) => got.push(b));
    expect(ws().sent).toContainEqual({ type: 'connect', body: { channel: 'homeTimeline', id: conn.id, params: {}, pong: true } });
    ws().push({ type: 'channel', body: { id: conn.id, type: 'note', body: { id: 'n1' } } });
    ws().push({ type: 'channel', body: { id: 'other', type: 'note', body: { id: 'n2' } } });
    expect(got).toEqual([{ id: 'n1' }]);
    conn.send('typing');
    expect(ws().sent).toContainEqual({ type: 'ch', body: { id: conn.id, type: 'typing' } });
    stream.close();
  });

  it('pools shared channels and closes them 3 s after the last user', async () => {
    const { stream, ws } = setup();
    await vi.advanceTimersByTimeAsync(0);
    ws().open();
    const a = stream.useChannel('main');
    const b = stream.useChannel('main');
    expect(a.id).toBe(b.id);
    expect(ws().sent.filter((m) => m.type === 'connect')).toHaveLength(1);
    a.dispose();
    b.dispose();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(ws().sent.some((m) => m.type === 'disconnect')).toBe(false);
    // A new user within the window reuses the connection.
    const c = stream.useChannel('main');
    expect(c.id).toBe(a.id);
    c.dispose();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(ws().sent).toContainEqual({ type: 'disconnect', body: { id: a.id } });
    expect(stream.openChannels()).toEqual([]);
    stream.close();
  });

  it('channels with params are not shared and close at once', async () => {
    const { stream, ws } = setup();
    await vi.advanceTimersByTimeAsync(0);
    ws().open();
    const a = stream.useChannel('userList', { listId: 'l1' });
    const b = stream.useChannel('userList', { listId: 'l1' });
    expect(a.id).not.toBe(b.id);
    a.dispose();
    expect(ws().sent).toContainEqual({ type: 'disconnect', body: { id: a.id } });
    stream.close();
  });

  it('re-establishes every channel and captured note after a reconnect, then says so', async () => {
    const { stream, ws } = setup();
    const states: string[] = [];
    stream.events.on('state', (s) => states.push(s));
    const reconnected = vi.fn();
    stream.events.on('reconnected', reconnected);
    await vi.advanceTimersByTimeAsync(0);
    ws().open();
    const home = stream.useChannel('homeTimeline');
    const list = stream.useChannel('userList', { listId: 'l1' });
    stream.captureNote('n1');
    const first = ws();
    first.drop();
    expect(stream.state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(50);
    const second = ws();
    expect(second).not.toBe(first);
    second.open();
    expect(second.sent).toEqual(
      expect.arrayContaining([
        { type: 'connect', body: { channel: 'homeTimeline', id: home.id, params: {}, pong: true } },
        { type: 'connect', body: { channel: 'userList', id: list.id, params: { listId: 'l1' }, pong: true } },
        { type: 'sr', body: { id: 'n1' } },
      ]),
    );
    expect(reconnected).toHaveBeenCalledOnce();
    expect(states).toEqual(['connected', 'reconnecting', 'connected']);
    stream.close();
  });

  it('says when a channel is live: once asked for on an open socket, and again after each reconnect', async () => {
    const { stream, ws } = setup();
    await vi.advanceTimersByTimeAsync(0);
    const home = stream.useChannel('homeTimeline');
    const live = vi.fn();
    home.onLive(live);
    // Not asked for yet: the socket is still connecting.
    expect(live).not.toHaveBeenCalled();
    ws().open();
    expect(live).toHaveBeenCalledTimes(1);
    // It became live while followed (not already live when followed).
    expect(live).toHaveBeenLastCalledWith(false);
    // Its connect message went out before it was called live.
    expect(ws().sent).toContainEqual({ type: 'connect', body: { channel: 'homeTimeline', id: home.id, params: {}, pong: true } });
    // A second user of the shared channel hears at once that it is live.
    const other = stream.useChannel('homeTimeline');
    const otherLive = vi.fn();
    other.onLive(otherLive);
    expect(otherLive).toHaveBeenCalledTimes(1);
    expect(otherLive).toHaveBeenLastCalledWith(true);
    ws().drop();
    await vi.advanceTimersByTimeAsync(50);
    expect(live).toHaveBeenCalledTimes(1);
    ws().open();
    expect(live).toHaveBeenCalledTimes(2);
    expect(otherLive).toHaveBeenCalledTimes(2);
    expect(otherLive).toHaveBeenLastCalledWith(false);
    // Disposed users hear nothing more.
    other.dispose();
    ws().drop();
    await vi.advanceTimersByTimeAsync(50);
    ws().open();
    expect(live).toHaveBeenCalledTimes(3);
    expect(otherLive).toHaveBeenCalledTimes(2);
    stream.close();
  });

  it('sends note captures when the page is idle, and nothing for a note held and let go before then (scrolled past)', async () => {
    const { stream, ws } = setup();
    await vi.advanceTimersByTimeAsync(0);
    ws().open();
    const sent = () => ws().sent.filter((m) => m.type === 's' || m.type === 'un');
    stream.captureNote('passing')();
    const kept = stream.captureNote('kept');
    expect(sent()).toEqual([]);
    await vi.advanceTimersByTimeAsync(CAPTURE_FLUSH_TIMEOUT_MS);
    expect(sent()).toEqual([{ type: 's', body: { id: 'kept' } }]);
    // Let go and held again (a row re-mounted) before the release went out: the capture stays.
    kept();
    const again = stream.captureNote('kept');
    await vi.advanceTimersByTimeAsync(CAPTURE_FLUSH_TIMEOUT_MS);
    expect(sent()).toEqual([{ type: 's', body: { id: 'kept' } }]);
    again();
    await vi.advanceTimersByTimeAsync(CAPTURE_FLUSH_TIMEOUT_MS);
    expect(sent()).toEqual([{ type: 's', body: { id: 'kept' } }, { type: 'un', body: { id: 'kept' } }]);
    stream.close();
  });

  it('note capture is reference-counted', async () => {
    const { stream, ws } = setup();
    await vi.advanceTimersByTimeAsync(0);
    ws().open();
    const r1 = stream.captureNote('n');
    const r2 = stream.captureNote('n');
    await vi.advanceTimersByTimeAsync(CAPTURE_FLUSH_TIMEOUT_MS);
    expect(ws().sent.filter((m) => m.type === 's')).toHaveLength(1);
    r1();
    await vi.advanceTimersByTimeAsync(CAPTURE_FLUSH_TIMEOUT_MS);
    expect(ws().sent.some((m) => m.type === 'un')).toBe(false);
    r2();
    await vi.advanceTimersByTimeAsync(CAPTURE_FLUSH_TIMEOUT_MS);
    expect(ws().sent).toContainEqual({ type: 'un', body: { id: 'n' } });
    const events: unknown[] = [];
    stream.events.on('noteUpdated', (e) => events.push(e));
    ws().push({ type: 'noteUpdated', body: { id: 'n', type: 'reacted', body: { reaction: '👍' } } });
    expect(events).toEqual([{ id: 'n', type: 'reacted', body: { reaction: '👍' } }]);
    stream.close();
  });
});

describe('typing notifications', () => {
  it('are throttled to one per 3 s', () => {
    let now = 0;
    const send = vi.fn();
    const notify = createTypingNotifier({ send }, () => now);
    expect(notify()).toBe(true);
    now = 2_999;
    expect(notify()).toBe(false);
    now = 3_000;
    expect(notify()).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

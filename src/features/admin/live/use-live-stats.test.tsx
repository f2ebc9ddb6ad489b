import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { FakeWebSocket } from '@/core/stream/fake-websocket.test-util';
import { startStream, stopStream } from '@/core/stream/stream-instance';
import { parseQueueFrame, type QueueFrame } from './live-stats';
import { ServerLoad } from './ServerLoad';
import { LIVE_TIMEOUT_MS, useLiveStats } from './use-live-stats';

const frame = (waiting: number, processed: number) => ({ deliver: { activeSincePrevTick: processed, active: 1, waiting, delayed: 0 }, inbox: { activeSincePrevTick: 0, active: 0, waiting: 0, delayed: 0 } });

function Probe() {
  const { frames, state } = useLiveStats<QueueFrame>('queueStats', parseQueueFrame, 3);
  return <p data-testid="probe">{`${state}:${frames.map((f) => f.deliver!.waiting).join(',')}`}</p>;
}

async function connectedStream() {
  startSession({ id: 'me1', token: 't', origin: 'http://live.test', username: 'alice', isAdmin: true, isModerator: false });
  FakeWebSocket.reset();
  startStream({ origin: 'http://live.test', token: 't', WebSocket: FakeWebSocket as never, disposeDelayMs: 0 });
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  const ws = FakeWebSocket.latest();
  ws.open();
  return ws;
}

const wrap = (ui: React.ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

afterEach(() => {
  stopStream();
  vi.useRealTimers();
});

describe('useLiveStats', () => {
  it('asks for the log, takes it newest-first, then appends each stats frame, keeping the newest', async () => {
    const ws = await connectedStream();
    wrap(<Probe />);
    await waitFor(() => expect(ws.sent.some((f) => f.type === 'ch' && f.body.type === 'requestLog')).toBe(true));
    const connect = ws.sent.find((f) => f.type === 'connect' && f.body.channel === 'queueStats')!;
    const request = ws.sent.find((f) => f.type === 'ch' && f.body.type === 'requestLog')!;
    expect(request.body).toMatchObject({ id: connect.body.id, body: { length: 3 } });
    expect(screen.getByTestId('probe').textContent).toBe('waiting:');
    act(() => ws.push({ type: 'channel', body: { id: connect.body.id, type: 'statsLog', body: [frame(2, 0), frame(1, 0)] } }));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('live:1,2'));
    act(() => ws.push({ type: 'channel', body: { id: connect.body.id, type: 'stats', body: frame(3, 1) } }));
    act(() => ws.push({ type: 'channel', body: { id: connect.body.id, type: 'stats', body: frame(4, 1) } }));
    act(() => ws.push({ type: 'channel', body: { id: connect.body.id, type: 'stats', body: { nonsense: true } } }));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('live:2,3,4'));
  });

  it('gives up on a silent server so the caller can poll', async () => {
    await connectedStream();
    vi.useFakeTimers();
    wrap(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('waiting:');
    act(() => void vi.advanceTimersByTime(LIVE_TIMEOUT_MS + 10));
    expect(screen.getByTestId('probe').textContent).toBe('unavailable:');
  });
});

describe('ServerLoad', () => {
  it('shows cpu, memory against the total, disk and network from serverStats', async () => {
    const ws = await connectedStream();
    wrap(<ServerLoad totals={{ memTotal: 8 * 1024 ** 3, fsTotal: 100 * 1024 ** 3, fsUsed: 25 * 1024 ** 3 }} />);
    await waitFor(() => expect(ws.sent.some((f) => f.type === 'connect' && f.body.channel === 'serverStats')).toBe(true));
    const connect = ws.sent.find((f) => f.type === 'connect' && f.body.channel === 'serverStats')!;
    act(() => ws.push({ type: 'channel', body: { id: connect.body.id, type: 'stats', body: { cpu: 0.125, mem: { used: 2 * 1024 ** 3, active: 1 }, net: { rx: 2048, tx: 1024 }, fs: { r: 0, w: 4096 } } } }));
    await waitFor(() => expect(document.querySelector('[data-server-load="live"]')).not.toBeNull());
    const row = (k: string) => document.querySelector(`[data-load="${k}"]`)!.textContent;
    expect(row('cpu')).toContain('12.5%');
    expect(row('mem')).toContain('25%');
    expect(row('disk')).toContain('25%');
    expect(row('net')).toMatch(/2(\.0)? KB/);
    expect(document.querySelectorAll('svg[role="img"]').length).toBe(4);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { FakeWebSocket } from '@/core/stream/fake-websocket.test-util';
import { startStream, stopStream } from '@/core/stream/stream-instance';
import { JobQueueWidget, ServerMetricWidget } from './ServerWidgets';

afterEach(() => stopStream());

async function stream() {
  startSession({ id: 'mod', token: 't', origin: 'http://jobs.test', username: 'bob', isAdmin: false, isModerator: true });
  FakeWebSocket.reset();
  startStream({ origin: 'http://jobs.test', token: 't', WebSocket: FakeWebSocket as never, disposeDelayMs: 0 });
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  const ws = FakeWebSocket.latest();
  ws.open();
  return ws;
}

const client = () => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(['http://jobs.test', 'endpoints'], ['server-info', 'admin/queue/stats']);
  return qc;
};

describe('jobQueue and serverMetric widgets on the stream', () => {
  it('the job queue widget shows the queueStats frames without polling', async () => {
    const ws = await stream();
    render(<QueryClientProvider client={client()}><JobQueueWidget /></QueryClientProvider>);
    await waitFor(() => expect(ws.sent.some((f) => f.type === 'connect' && f.body.channel === 'queueStats')).toBe(true));
    const id = ws.sent.find((f) => f.type === 'connect' && f.body.channel === 'queueStats')!.body.id;
    act(() => ws.push({ type: 'channel', body: { id, type: 'stats', body: { deliver: { activeSincePrevTick: 5, active: 2, waiting: 7, delayed: 1 }, inbox: { activeSincePrevTick: 0, active: 0, waiting: 0, delayed: 0 } } } }));
    await waitFor(() => expect(document.querySelector('[data-widget-job-queue="live"]')).not.toBeNull());
    expect(document.querySelector('[data-queue="deliver"]')!.textContent).toMatch(/7.*2.*1/);
    expect(document.querySelector('[data-queue="deliver"] svg')).not.toBeNull();
  });

  it('the server metric widget shows the serverStats load', async () => {
    const ws = await stream();
    render(<QueryClientProvider client={client()}><ServerMetricWidget /></QueryClientProvider>);
    await waitFor(() => expect(ws.sent.some((f) => f.type === 'connect' && f.body.channel === 'serverStats')).toBe(true));
    const id = ws.sent.find((f) => f.type === 'connect' && f.body.channel === 'serverStats')!.body.id;
    act(() => ws.push({ type: 'channel', body: { id, type: 'statsLog', body: [{ cpu: 0.5, mem: { used: 1024, active: 512 }, net: { rx: 1, tx: 2 }, fs: { r: 3, w: 4 } }] } }));
    await waitFor(() => expect(document.querySelector('[data-widget-server-metric] [data-load="cpu"]')!.textContent).toContain('50%'));
  });
});

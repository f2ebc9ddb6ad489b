import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { FakeWebSocket } from '@/core/stream/fake-websocket.test-util';
import { startStream, stopStream } from '@/core/stream/stream-instance';
import { timelineQuery } from './timeline-query';
import type { TimelineSource } from './timeline-source';
import { useTimelineStream } from './use-timeline-stream';

const ORIGIN = 'http://live.test';
const SOURCE: TimelineSource = { kind: 'home' };

function note(id: string): Note {
  return { id, createdAt: '2026-11-24T00:00:00.000Z', text: id, user: { id: 'u1', username: 'alice', name: null }, visibility: 'public' } as unknown as Note;
}

function Probe() {
  useTimelineStream(SOURCE, timelineQuery(SOURCE).queryKey);
  return null;
}

/** What the server answers to the home timeline, and the bodies it was asked with. */
function server(answer: (body: Record<string, unknown>) => Note[]) {
  const asked: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(String(url)).toBe(`${ORIGIN}/api/notes/timeline`);
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      asked.push(body);
      return new Response(JSON.stringify(answer(body)), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

function ids(qc: QueryClient): string[] {
  return qc.getQueryData<InfiniteData<Note[]>>(timelineQuery(SOURCE).queryKey)!.pages.flat().map((n) => n.id);
}

async function connectedStream(): Promise<FakeWebSocket> {
  FakeWebSocket.reset();
  startStream({ origin: ORIGIN, token: 't', WebSocket: FakeWebSocket as never, disposeDelayMs: 0 });
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  return FakeWebSocket.latest();
}

function mount(qc: QueryClient) {
  return render(
    <QueryClientProvider client={qc}>
      <Probe />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  startSession({ id: 'me1', token: 't', origin: ORIGIN, username: 'carol', isAdmin: false, isModerator: false });
});

afterEach(() => {
  stopStream();
  vi.unstubAllGlobals();
});

describe('useTimelineStream', () => {
  it('on the first connection, fetches what was posted since the page it already holds', async () => {
    const asked = server((body) => (body.sinceId === 'b' ? [note('c')] : []));
    const ws = await connectedStream();
    const qc = new QueryClient();
    qc.setQueryData(timelineQuery(SOURCE).queryKey, { pages: [[note('b'), note('a')]], pageParams: [null] });
    mount(qc);
    // The socket is not open yet: nothing to catch up with.
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toEqual([]);
    ws.open();
    await waitFor(() => expect(ids(qc)).toEqual(['c', 'b', 'a']));
    expect(asked).toEqual([expect.objectContaining({ sinceId: 'b' })]);
    // The channel was asked for before the catch-up left.
    expect(ws.sent.some((f) => f.type === 'connect' && f.body.channel === 'homeTimeline')).toBe(true);
  });

  it('coming back to a timeline whose channel had closed, fetches what came in between', async () => {
    const asked = server((body) => (body.sinceId === 'b' ? [note('c')] : []));
    const ws = await connectedStream();
    ws.open();
    const qc = new QueryClient();
    qc.setQueryData(timelineQuery(SOURCE).queryKey, { pages: [[note('b'), note('a')]], pageParams: [null] });
    const view = mount(qc);
    await waitFor(() => expect(asked).toHaveLength(1));
    view.unmount();
    await waitFor(() => expect(ws.sent.some((f) => f.type === 'disconnect')).toBe(true));
    mount(qc);
    await waitFor(() => expect(asked).toHaveLength(2));
    await waitFor(() => expect(ids(qc)).toEqual(['c', 'b', 'a']));
  });

  it('with its first page still on the way when the channel is live, catches up once that page has come', async () => {
    const asked = server((body) => (body.sinceId === 'b' ? [note('c')] : [note('b'), note('a')]));
    const ws = await connectedStream();
    ws.open();
    const qc = new QueryClient();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const options = timelineQuery(SOURCE);
    const firstPage = qc.fetchInfiniteQuery({
      ...options,
      queryFn: async (ctx) => {
        await gate;
        return options.queryFn!(ctx as never);
      },
    });
    mount(qc);
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toEqual([]);
    release();
    await firstPage;
    await waitFor(() => expect(ids(qc)).toEqual(['c', 'b', 'a']));
    expect(asked).toEqual([expect.not.objectContaining({ sinceId: expect.anything() }), expect.objectContaining({ sinceId: 'b' })]);
  });

  it('holds stream notes back while it catches up, then lets them in once, in order', async () => {
    let answer: (notes: Note[]) => void = () => undefined;
    const pending = new Promise<Note[]>((r) => (answer = r));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(await pending), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const ws = await connectedStream();
    const qc = new QueryClient();
    qc.setQueryData(timelineQuery(SOURCE).queryKey, { pages: [[note('b'), note('a')]], pageParams: [null] });
    mount(qc);
    ws.open();
    const connect = ws.sent.find((f) => f.type === 'connect' && f.body.channel === 'homeTimeline')!;
    ws.push({ type: 'channel', body: { id: connect.body.id, type: 'note', body: note('d') } });
    await new Promise((r) => setTimeout(r, 20));
    expect(ids(qc)).toEqual(['b', 'a']);
    answer([note('d'), note('c')]);
    await waitFor(() => expect(ids(qc)).toEqual(['d', 'c', 'b', 'a']));
  });

  it('puts the stream notes of one frame into the timeline in one write', async () => {
    server(() => []);
    const ws = await connectedStream();
    const qc = new QueryClient();
    const key = timelineQuery(SOURCE).queryKey;
    qc.setQueryData(key, { pages: [[note('b'), note('a')]], pageParams: [null] });
    mount(qc);
    ws.open();
    // The catch-up on going live finds nothing new.
    await new Promise((r) => setTimeout(r, 20));
    const writes: number[] = [];
    qc.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey === qc.getQueryCache().find({ queryKey: key })?.queryKey) writes.push(ids(qc).length);
    });
    const connect = ws.sent.find((f) => f.type === 'connect' && f.body.channel === 'homeTimeline')!;
    for (const id of ['c', 'd', 'e']) ws.push({ type: 'channel', body: { id: connect.body.id, type: 'note', body: note(id) } });
    await waitFor(() => expect(ids(qc)).toEqual(['e', 'd', 'c', 'b', 'a']));
    expect(writes).toEqual([5]);
  });
});

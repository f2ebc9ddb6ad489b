import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { FakeWebSocket } from '@/core/stream/fake-websocket.test-util';
import { startStream, stopStream } from '@/core/stream/stream-instance';
import { timelineQuery } from './timeline-query';
import type { TimelineSource } from './timeline-source';
import { useTimelineStream } from './use-timeline-stream';

const notes = JSON.parse(readFileSync(resolve(__dirname, '../../../tests/fixtures/misskey-13.14.2/notes-search-by-tag.json'), 'utf8')) as Note[];
const SOURCE: TimelineSource = { kind: 'tag', tag: 'fixturetag' };

function Probe() {
  useTimelineStream(SOURCE, timelineQuery(SOURCE).queryKey);
  return null;
}

afterEach(() => {
  stopStream();
  vi.unstubAllGlobals();
});

describe('a tag timeline, live', () => {
  it('connects the hashtag channel with q = [[tag]], catches up by search-by-tag, and puts the channel’s notes on top', async () => {
    startSession({ id: 'me1', token: 't', origin: 'http://tag.test', username: 'carol', isAdmin: false, isModerator: false });
    const asked: Array<{ url: string; body: Record<string, unknown> }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        asked.push({ url: String(url), body: JSON.parse(String(init.body)) as Record<string, unknown> });
        return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    FakeWebSocket.reset();
    startStream({ origin: 'http://tag.test', token: 't', WebSocket: FakeWebSocket as never, disposeDelayMs: 0 });
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const ws = FakeWebSocket.latest();
    ws.open();
    const qc = new QueryClient();
    const key = timelineQuery(SOURCE).queryKey;
    qc.setQueryData<InfiniteData<Note[], string | null>>(key, { pages: [notes.slice(1)], pageParams: [null] });
    render(
      <QueryClientProvider client={qc}>
        <Probe />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(ws.sent.some((f) => f.type === 'connect' && f.body.channel === 'hashtag')).toBe(true));
    const connect = ws.sent.find((f) => f.type === 'connect' && f.body.channel === 'hashtag')!;
    expect(connect.body.params).toEqual({ q: [['fixturetag']] });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.url).toBe('http://tag.test/api/notes/search-by-tag');
    expect(asked[0]!.body).toMatchObject({ tag: 'fixturetag', sinceId: notes[1]!.id });
    ws.push({ type: 'channel', body: { id: connect.body.id, type: 'note', body: notes[0] } });
    await waitFor(() => expect(qc.getQueryData<InfiniteData<Note[]>>(key)!.pages[0]![0]!.id).toBe(notes[0]!.id));
  });
});

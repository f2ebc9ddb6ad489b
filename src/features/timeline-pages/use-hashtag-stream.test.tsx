import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSession } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { FakeWebSocket } from '@/core/stream/fake-websocket.test-util';
import { startStream, stopStream } from '@/core/stream/stream-instance';
import { timelineQuery } from '@/features/timeline';
import { useHashtagStream } from './use-hashtag-stream';

const notes = JSON.parse(readFileSync(resolve(__dirname, '../../../../shared/fixtures/notes-search-by-tag.json'), 'utf8')) as Note[];

function Probe({ tag }: { tag: string }) {
  useHashtagStream(tag);
  return null;
}

afterEach(() => stopStream());

describe('useHashtagStream', () => {
  it('connects the hashtag channel with q = [[tag]] and puts its notes on top of the tag timeline', async () => {
    startSession({ id: 'me1', token: 't', origin: 'http://tag.test', username: 'carol', isAdmin: false, isModerator: false });
    FakeWebSocket.reset();
    startStream({ origin: 'http://tag.test', token: 't', WebSocket: FakeWebSocket as never, disposeDelayMs: 0 });
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const ws = FakeWebSocket.latest();
    ws.open();
    const qc = new QueryClient();
    const key = timelineQuery({ kind: 'tag', tag: 'fixturetag' }).queryKey;
    qc.setQueryData<InfiniteData<Note[], string | null>>(key, { pages: [notes.slice(1)], pageParams: [null] });
    render(
      <QueryClientProvider client={qc}>
        <Probe tag="fixturetag" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(ws.sent.some((f) => f.type === 'connect' && f.body.channel === 'hashtag')).toBe(true));
    const connect = ws.sent.find((f) => f.type === 'connect' && f.body.channel === 'hashtag')!;
    expect(connect.body.params).toEqual({ q: [['fixturetag']] });
    ws.push({ type: 'channel', body: { id: connect.body.id, type: 'note', body: notes[0] } });
    await waitFor(() => expect(qc.getQueryData<InfiniteData<Note[]>>(key)!.pages[0]![0]!.id).toBe(notes[0]!.id));
  });
});

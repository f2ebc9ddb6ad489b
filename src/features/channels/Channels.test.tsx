import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopStream } from '@/core/stream/stream-instance';
import { timelineQuery } from '@/features/timeline';
import { connectionId, fakeLayout, fakeStream, fixture, fixtureFrames, renderWith, signIn, testQueryClient } from '../drive/rooms.test-util';
import { channelListQuery, channelQuery } from './channel-queries';
import { ChannelPage } from './ChannelPage';
import { ChannelsPage } from './ChannelsPage';
import type { Channel } from './types';
import type { Note } from '@/core/entities/note';

// These render whole screens against the mock instance: allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const featured = fixture<Channel[]>('channels-featured.json');
const show = fixture<Channel>('channels-show.json');
const timeline = fixture<Note[]>('channels-timeline.json');

beforeAll(() => fakeLayout());
beforeEach(() => {
  signIn();
  // Nothing here should reach a server: every answer is in the cache.
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('offline'))));
});
afterEach(() => {
  stopStream();
  vi.unstubAllGlobals();
});

describe('ChannelsPage with recorded answers', () => {
  it('lists the featured channels with their counts', async () => {
    const qc = testQueryClient();
    qc.setQueryData(channelListQuery('featured').queryKey, featured);
    renderWith(qc, () => <ChannelsPage tab="featured" q="" onTab={() => undefined} />);
    for (const c of featured) expect(await screen.findByText(c.name)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'トレンド' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab')).toHaveLength(5);
  });
});

describe('ChannelPage with recorded answers', () => {
  it('shows the channel, its follow state and the timeline; a streamed channel note joins it', async () => {
    const ws = await fakeStream();
    const qc = testQueryClient();
    qc.setQueryData(channelQuery(show.id).queryKey, show);
    qc.setQueryData(timelineQuery({ kind: 'channel', channelId: show.id }).queryKey, { pages: [timeline], pageParams: [null] });
    renderWith(qc, () => <ChannelPage channelId={show.id} />);
    expect(await screen.findByRole('heading', { name: show.name })).toBeTruthy();
    expect(screen.getByText(show.description!)).toBeTruthy();
    expect(screen.getByRole('button', { name: show.isFollowing ? 'フォロー解除' : 'フォロー' })).toBeTruthy();

    for (const n of timeline as Array<{ id: string }>) await waitFor(() => expect(document.querySelector(`article[data-note-id="${n.id}"]`)).not.toBeNull());

    await waitFor(() => expect(connectionId(ws, 'channel')).not.toBeNull());
    const id = connectionId(ws, 'channel')!;
    const [frame] = fixtureFrames('streaming-channel.jsonl');
    const note = frame!.body.body as { id: string; text: string; channelId: string };
    expect(note.channelId).toBe(show.id);
    act(() => ws.push({ ...frame, body: { ...frame!.body, id } }));
    expect(await screen.findByText(note.text)).toBeTruthy();
  });
});

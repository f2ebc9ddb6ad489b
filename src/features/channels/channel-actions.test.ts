import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as session from '@/core/accounts/session';
import { signIn } from '../drive/rooms.test-util';
import { channelActions } from './channel-actions';
import { channelQuery } from './channel-queries';
import type { Channel } from './types';

const channel: Channel = { id: 'ch0000000001', name: 'C', isFollowing: false, isFavorited: false };

beforeEach(() => signIn());
afterEach(() => vi.restoreAllMocks());

function withApi(request: (endpoint: string) => Promise<unknown>) {
  const calls: string[] = [];
  vi.spyOn(session, 'getApi').mockReturnValue({
    request: (endpoint: string) => {
      calls.push(endpoint);
      return request(endpoint);
    },
  } as never);
  return calls;
}

describe('channel follow / favorite', () => {
  it('shows the wish at once and sends only what the latest wish needs', async () => {
    const calls = withApi(() => new Promise((r) => setTimeout(r, 10)));
    const qc = new QueryClient();
    const key = channelQuery(channel.id).queryKey;
    qc.setQueryData(key, channel);
    const first = channelActions.follow(qc, channel.id, true);
    expect(qc.getQueryData<Channel>(key)?.isFollowing).toBe(true);
    const second = channelActions.follow(qc, channel.id, false);
    const third = channelActions.follow(qc, channel.id, true);
    await Promise.all([first, second, third]);
    expect(qc.getQueryData<Channel>(key)?.isFollowing).toBe(true);
    expect(calls).toEqual(['channels/follow']);
  });

  it('settles back when the server refuses', async () => {
    withApi(() => Promise.reject(new Error('NO_SUCH_CHANNEL')));
    const qc = new QueryClient();
    const key = channelQuery(channel.id).queryKey;
    qc.setQueryData(key, channel);
    await channelActions.favorite(qc, channel.id, true);
    expect(qc.getQueryData<Channel>(key)?.isFavorited).toBe(false);
  });
});

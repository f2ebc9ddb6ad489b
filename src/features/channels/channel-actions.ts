/**
 * Follow and favorite a channel: the cached channel changes at once; requests for one channel run
 * one at a time and only the latest wish is pursued (the core intent queue); a refusal settles the
 * channel back to what the server last confirmed.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { createIntentQueue, type IntentQueue } from '@/core/query/intent-queue';
import { channelKeys } from './channel-queries';
import type { Channel } from './types';

type Field = 'isFollowing' | 'isFavorited';

const ENDPOINT: Record<Field, [on: string, off: string]> = {
  isFollowing: ['channels/follow', 'channels/unfollow'],
  isFavorited: ['channels/favorite', 'channels/unfavorite'],
};

const queues = new WeakMap<QueryClient, Record<Field, IntentQueue<boolean>>>();

function setField(qc: QueryClient, channelId: string, field: Field, value: boolean) {
  qc.setQueryData<Channel>(channelKeys.one(channelId), (c) => (c ? { ...c, [field]: value } : c));
}

function queuesFor(qc: QueryClient) {
  let q = queues.get(qc);
  if (!q) {
    const make = (field: Field) =>
      createIntentQueue<boolean>({
        step: async (channelId, _from, to) => {
          await getApi().request(ENDPOINT[field][to ? 0 : 1], { channelId });
          return to;
        },
        onSettleFailed: (channelId, confirmed) => setField(qc, channelId, field, confirmed),
      });
    q = { isFollowing: make('isFollowing'), isFavorited: make('isFavorited') };
    queues.set(qc, q);
  }
  return q;
}

async function toggle(qc: QueryClient, channelId: string, field: Field, on: boolean): Promise<void> {
  const confirmed = qc.getQueryData<Channel>(channelKeys.one(channelId))?.[field] === true;
  setField(qc, channelId, field, on);
  await queuesFor(qc)[field].want(channelId, on, confirmed);
  // Lists (following, favorites) follow once the server agreed.
  void qc.invalidateQueries({ queryKey: [...channelKeys.all(), 'list'] });
}

export const channelActions = {
  follow: (qc: QueryClient, id: string, on: boolean) => toggle(qc, id, 'isFollowing', on),
  favorite: (qc: QueryClient, id: string, on: boolean) => toggle(qc, id, 'isFavorited', on),
};

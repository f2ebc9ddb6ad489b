/** Server data of channels: one channel, the lists of the /channels tabs, saving a channel. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';
import { payloadOf, type ChannelForm } from './channel-form';
import type { Channel, ChannelTab } from './types';

export const channelKeys = {
  all: () => queryKey('channels'),
  one: (channelId: string) => queryKey('channels', 'one', channelId),
  list: (tab: ChannelTab, q: string) => queryKey('channels', 'list', tab, q),
};

const channels = (v: unknown): Channel[] => (Array.isArray(v) ? v.filter((c): c is Channel => !!c && typeof c === 'object' && typeof (c as Channel).id === 'string') : []);

export function channelQuery(channelId: string) {
  return queryOptions({
    queryKey: channelKeys.one(channelId),
    queryFn: ({ signal }) => getApi().request<Channel>('channels/show', { channelId }, { signal }),
  });
}

const TAB_ENDPOINT: Record<ChannelTab, string> = {
  featured: 'channels/featured',
  following: 'channels/followed',
  favorites: 'channels/my-favorites',
  owned: 'channels/owned',
  search: 'channels/search',
};

/** The list of one tab (search with its query; an empty search lists nothing). */
export function channelListQuery(tab: ChannelTab, q = '') {
  return queryOptions({
    queryKey: channelKeys.list(tab, q),
    queryFn: ({ signal }) => {
      if (tab === 'search' && q.trim() === '') return Promise.resolve([] as Channel[]);
      const params = tab === 'search' ? { query: q.trim(), limit: 30 } : tab === 'following' || tab === 'owned' ? { limit: 30 } : {};
      return getApi().request<unknown>(TAB_ENDPOINT[tab], params, { signal }).then(channels);
    },
  });
}

/**
 * channels/create (or channels/update with `channel`); every channel entry refetches. Answers the
 * saved channel. On failure it throws (the API client has said why).
 */
export async function saveChannel(qc: QueryClient, form: ChannelForm, channel: Channel | null, bannerChanged: boolean): Promise<Channel> {
  const saved = await getApi().request<Channel>(channel ? 'channels/update' : 'channels/create', payloadOf(form, channel?.id ?? null, bannerChanged));
  await qc.invalidateQueries({ queryKey: channelKeys.all() });
  return saved;
}

import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';

export interface NamedItem {
  id: string;
  name: string;
}

/** What a column or widget can be pointed at: one of my lists, my antennas, the channels I follow. */
export type PickableKind = 'list' | 'antenna' | 'channel';

const SOURCES: Record<PickableKind, { endpoint: string; params: Record<string, unknown> }> = {
  list: { endpoint: 'users/lists/list', params: {} },
  antenna: { endpoint: 'antennas/list', params: {} },
  channel: { endpoint: 'channels/followed', params: { limit: 100 } },
};

function named(value: unknown): NamedItem[] {
  return Array.isArray(value) ? (value as NamedItem[]).filter((x) => x && typeof x.id === 'string').map((x) => ({ id: x.id, name: typeof x.name === 'string' ? x.name : x.id })) : [];
}

/** My lists, antennas or followed channels, for choosing one. */
export function pickableQuery(kind: PickableKind) {
  const { endpoint, params } = SOURCES[kind];
  return queryOptions({
    queryKey: queryKey('pickable', kind),
    queryFn: async () => named(await getApi().request<unknown>(endpoint, params)),
    staleTime: 60_000,
  });
}

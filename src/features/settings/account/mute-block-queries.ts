/** The mute and block lists of the settings: one query per list, undo and redo of an entry. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { UserLite } from '@/core/entities/user';
import type { EndpointCapability } from '@/core/capabilities';
import type { MessageKey } from '@/core/i18n';
import { settingsKeys } from './queries';

/** One of the lists: its endpoints, the field holding the user, its title and undo label. */
export interface RelationKind {
  id: 'muted' | 'blocked' | 'renote';
  /** The capability that offers this list. */
  capability: EndpointCapability;
  list: string;
  create: string;
  remove: string;
  userField: 'mutee' | 'blockee';
  titleKey: MessageKey;
  undoKey: MessageKey;
}

export const RELATION_KINDS: readonly RelationKind[] = [
  { id: 'muted', capability: 'muteList', list: 'mute/list', create: 'mute/create', remove: 'mute/delete', userField: 'mutee', titleKey: 'settingsScreens.muteBlock.muted', undoKey: 'settingsScreens.muteBlock.unmute' },
  { id: 'renote', capability: 'renoteMuteList', list: 'renote-mute/list', create: 'renote-mute/create', remove: 'renote-mute/delete', userField: 'mutee', titleKey: 'settingsScreens.muteBlock.renoteMuted', undoKey: 'settingsScreens.muteBlock.unmute' },
  { id: 'blocked', capability: 'blockList', list: 'blocking/list', create: 'blocking/create', remove: 'blocking/delete', userField: 'blockee', titleKey: 'settingsScreens.muteBlock.blocked', undoKey: 'settingsScreens.muteBlock.unblock' },
];

export type RelationRow = { id: string } & Partial<Record<'mutee' | 'blockee', UserLite>>;

export function relationListQuery(kind: Pick<RelationKind, 'id' | 'list'>) {
  return queryOptions({
    queryKey: settingsKeys.relations(kind.id),
    queryFn: async ({ signal }) => {
      const rows = await getApi().request<unknown>(kind.list, { limit: 100 }, { signal });
      return Array.isArray(rows) ? (rows as RelationRow[]) : [];
    },
  });
}

/** Unmutes or unblocks (the list's remove endpoint); the row leaves the cached list. */
export async function removeRelation(qc: QueryClient, kind: Pick<RelationKind, 'id' | 'list' | 'remove'>, row: RelationRow, userId: string): Promise<void> {
  await getApi().request(kind.remove, { userId });
  qc.setQueryData(relationListQuery(kind).queryKey, (old) => old?.filter((x) => x.id !== row.id));
}

/** Mutes or blocks again (the list's create endpoint), to undo a removal; the caller refreshes the list. */
export async function restoreRelation(kind: Pick<RelationKind, 'create'>, userId: string): Promise<void> {
  await getApi().request(kind.create, { userId });
}

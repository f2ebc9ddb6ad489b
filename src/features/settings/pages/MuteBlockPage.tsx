import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getApi } from '@/core/accounts/session';
import { useCapabilities, type EndpointCapability } from '@/core/capabilities';
import type { UserLite } from '@/core/entities/user';
import { useI18n, type MessageKey } from '@/core/i18n';
import { queryKey } from '@/core/query/keys';
import { Avatar } from '@/ui/avatar/Avatar';
import { Button } from '@/ui/page/Button';
import { MfmText } from '@/mfm/MfmText';
import { Section } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';

interface Kind {
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

const KINDS: readonly Kind[] = [
  { id: 'muted', capability: 'muteList', list: 'mute/list', create: 'mute/create', remove: 'mute/delete', userField: 'mutee', titleKey: 'settingsPages.muteBlock.muted', undoKey: 'settingsPages.muteBlock.unmute' },
  { id: 'renote', capability: 'renoteMuteList', list: 'renote-mute/list', create: 'renote-mute/create', remove: 'renote-mute/delete', userField: 'mutee', titleKey: 'settingsPages.muteBlock.renoteMuted', undoKey: 'settingsPages.muteBlock.unmute' },
  { id: 'blocked', capability: 'blockList', list: 'blocking/list', create: 'blocking/create', remove: 'blocking/delete', userField: 'blockee', titleKey: 'settingsPages.muteBlock.blocked', undoKey: 'settingsPages.muteBlock.unblock' },
];

type Row = { id: string } & Partial<Record<'mutee' | 'blockee', UserLite>>;

export function relationListQuery(kind: Pick<Kind, 'id' | 'list'>) {
  return {
    queryKey: queryKey('settings', 'relations', kind.id),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const rows = await getApi().request<unknown>(kind.list, { limit: 100 }, { signal });
      return Array.isArray(rows) ? (rows as Row[]) : [];
    },
  };
}

function RelationList({ kind }: { kind: Kind }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const rows = useQuery(relationListQuery(kind));
  const [removed, setRemoved] = useState<UserLite[]>([]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: relationListQuery(kind).queryKey });

  const undoRemove = async (user: UserLite) => {
    try {
      await getApi().request(kind.create, { userId: user.id });
      setRemoved((r) => r.filter((u) => u.id !== user.id));
    } catch {
      // Toasted.
    }
    await refresh();
  };

  return (
    <Section id={kind.id} title={t(kind.titleKey)}>
      {rows.isError && <QueryError error={rows.error} onRetry={() => rows.refetch()} retrying={rows.isFetching} message={t('settingsPages.common.loadFailed')} />}
      {rows.isLoading && <Loading />}
      {rows.data?.length === 0 && removed.length === 0 && <p>{t('settingsPages.common.empty')}</p>}
      <ul className={styles.list}>
        {rows.data?.map((row) => {
          const user = row[kind.userField];
          if (!user) return null;
          return (
            <li key={row.id} className={styles.listItem} data-relation-user={user.username}>
              <Avatar user={user} size={32} />
              <span className={styles.grow}>
                <MfmText text={user.name || user.username} plain author={user} emojis={user.emojis} /> <span className={styles.hint}>@{user.username}{user.host ? `@${user.host}` : ''}</span>
              </span>
              <Button
                onClick={async () => {
                  try {
                    await getApi().request(kind.remove, { userId: user.id });
                    setRemoved((r) => [user, ...r]);
                    queryClient.setQueryData(relationListQuery(kind).queryKey, (old: Row[] | undefined) => old?.filter((x) => x.id !== row.id));
                  } catch {
                    // Toasted; the row stays.
                  }
                }}
              >
                {t(kind.undoKey)}
              </Button>
            </li>
          );
        })}
        {removed.map((user) => (
          <li key={`removed-${user.id}`} className={styles.listItem}>
            <span className={styles.grow}>
              @{user.username} — {t('settingsPages.muteBlock.undone')}
            </span>
            <Button onClick={() => void undoRemove(user)}>{t('settingsPages.common.undo')}</Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Muted users, users whose renotes are muted (where the server has it) and blocked users. */
export function MuteBlockPage() {
  const caps = useCapabilities();
  return (
    <SettingsPageFrame page="mute-block">
      {KINDS.filter((k) => caps[k.capability]).map((k) => (
        <RelationList key={k.id} kind={k} />
      ))}
    </SettingsPageFrame>
  );
}

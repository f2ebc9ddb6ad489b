import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCapabilities } from '@/core/capabilities';
import type { UserLite } from '@/core/entities/user';
import { useI18n } from '@/core/i18n';
import { Avatar } from '@/ui/avatar/Avatar';
import { Button } from '@/ui/page/Button';
import { MfmText } from '@/mfm/MfmText';
import { RELATION_KINDS, relationListQuery, removeRelation, restoreRelation, type RelationKind } from '../account/mute-block-queries';
import { Section } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';

function RelationList({ kind }: { kind: RelationKind }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const rows = useQuery(relationListQuery(kind));
  const [removed, setRemoved] = useState<UserLite[]>([]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: relationListQuery(kind).queryKey });

  const undoRemove = async (user: UserLite) => {
    try {
      await restoreRelation(kind, user.id);
      setRemoved((r) => r.filter((u) => u.id !== user.id));
    } catch {
      // Toasted.
    }
    await refresh();
  };

  return (
    <Section id={kind.id} title={t(kind.titleKey)}>
      {rows.isError && <QueryError error={rows.error} onRetry={() => rows.refetch()} retrying={rows.isFetching} message={t('settingsScreens.common.loadFailed')} />}
      {rows.isLoading && <Loading />}
      {rows.data?.length === 0 && removed.length === 0 && <p>{t('settingsScreens.common.empty')}</p>}
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
                    await removeRelation(queryClient, kind, row, user.id);
                    setRemoved((r) => [user, ...r]);
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
              @{user.username} — {t('settingsScreens.muteBlock.undone')}
            </span>
            <Button onClick={() => void undoRemove(user)}>{t('settingsScreens.common.undo')}</Button>
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
      {RELATION_KINDS.filter((k) => caps[k.capability]).map((k) => (
        <RelationList key={k.id} kind={k} />
      ))}
    </SettingsPageFrame>
  );
}

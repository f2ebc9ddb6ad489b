import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getApi } from '@/core/accounts/session';
import type { UserLite } from '@/core/entities/user';
import { useI18n } from '@/core/i18n';
import { queryKey } from '@/core/query/keys';
import { Avatar } from '@/ui/avatar/Avatar';
import type { WidgetProps } from '../widget-types';
import styles from './kinds.module.css';
import { WidgetFailure } from '../WidgetFailure';

/** The members of a chosen list, as avatars linking to their pages. */
export function UserListWidget({ widget }: WidgetProps) {
  const { t } = useI18n();
  const listId = typeof widget.data.listId === 'string' ? widget.data.listId : '';
  const query = useQuery({
    queryKey: queryKey('widgets', 'userList', listId),
    enabled: !!listId,
    queryFn: async () => {
      const list = await getApi().request<{ userIds?: string[] }>('users/lists/show', { listId });
      const ids = (list.userIds ?? []).slice(0, 50);
      if (ids.length === 0) return [];
      const users = await getApi().request<unknown>('users/show', { userIds: ids });
      return Array.isArray(users) ? (users as UserLite[]).filter((u) => u && typeof u.username === 'string') : [];
    },
    staleTime: 60_000,
  });
  if (!listId) return <p className={styles.muted}>{t('widgets.chooseList')}</p>;
  if (query.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (query.isError) return <WidgetFailure query={query} />;
  return (
    <div className={styles.users}>
      {query.data.map((u) => {
        const acct = `${u.username}${u.host ? `@${u.host}` : ''}`;
        return (
          <Link key={u.id} to="/@{$acct}" params={{ acct }} title={`@${acct}`} aria-label={u.name || acct}>
            <Avatar user={u} size={40} />
          </Link>
        );
      })}
    </div>
  );
}

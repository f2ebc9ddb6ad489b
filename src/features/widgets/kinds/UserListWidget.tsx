import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { Avatar } from '@/ui/avatar/Avatar';
import type { WidgetProps } from '../widget-types';
import styles from './kinds.module.css';
import { WidgetFailure } from '../WidgetFailure';
import { listMembersQuery } from '../widget-queries';

/** The members of a chosen list, as avatars linking to their pages. */
export function UserListWidget({ widget }: WidgetProps) {
  const { t } = useI18n();
  const listId = typeof widget.data.listId === 'string' ? widget.data.listId : '';
  const query = useQuery(listMembersQuery(listId));
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

import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/core/api/api-error';
import { formatNumber, useI18n } from '@/core/i18n';
import { Timeline } from '@/features/timeline';
import { MfmText } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { userByAcctQuery } from './user-queries';
import styles from './UserPage.module.css';

/** /@user: the profile header and the user's notes (the same Timeline component). */
export function UserPage({ acct }: { acct: string }) {
  const { t } = useI18n();
  const user = useQuery(userByAcctQuery(acct));
  if (user.isPending) return <p className={styles.status}>{t('common.loading')}</p>;
  if (user.isError) {
    return (
      <div className={styles.status} role="alert">
        <p>{isApiError(user.error) && user.error.status === 400 ? t('user.notFound') : t('user.loadFailed')}</p>
        <Button onClick={() => void user.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  }
  const u = user.data;
  return (
    <section data-page="user">
      <PageHeader title={`@${u.username}${u.host ? `@${u.host}` : ''}`} />
      <header className={styles.profile}>
        <Avatar user={u} size={72} />
        <div className={styles.names}>
          <h2 className={styles.name}>
            <MfmText text={u.name || u.username} plain author={u} emojis={u.emojis} />
          </h2>
          <span className={styles.acct}>
            @{u.username}
            {u.host ? `@${u.host}` : ''}
          </span>
        </div>
      </header>
      {u.description && (
        <div className={styles.description}>
          <MfmText text={u.description} author={u} emojis={u.emojis} />
        </div>
      )}
      <dl className={styles.counts}>
        <div>
          <dt>{t('user.notes')}</dt>
          <dd>{formatNumber(u.notesCount ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('user.following')}</dt>
          <dd>{formatNumber(u.followingCount ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('user.followers')}</dt>
          <dd>{formatNumber(u.followersCount ?? 0)}</dd>
        </div>
      </dl>
      <Timeline source={{ kind: 'user', userId: u.id }} />
    </section>
  );
}

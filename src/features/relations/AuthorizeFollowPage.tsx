import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { remoteUserQuery } from './remote-user-queries';
import { UserCard } from './UserCard';
import styles from './UserCard.module.css';

/** /authorize-follow?acct=…: look the user up, then the follow button. */
export function AuthorizeFollowPage({ acct }: { acct: string }) {
  const { t } = useI18n();
  const q = useQuery(remoteUserQuery(acct));
  return (
    <section data-page="authorize-follow">
      <PageHeader title={t('relations.authorizeFollow.title')} />
      <div className={styles.form}>
        {acct === '' ? (
          <p>{t('relations.authorizeFollow.missing')}</p>
        ) : q.isPending ? (
          <p>{t('relations.authorizeFollow.lookingUp', { acct })}</p>
        ) : q.isError ? (
          <div role="alert">
            <p>{t('relations.authorizeFollow.notFound', { acct })}</p>
            <Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>
          </div>
        ) : (
          <>
            <p>{t('relations.authorizeFollow.prompt')}</p>
            <UserCard user={q.data} />
            <Link to="/">{t('relations.authorizeFollow.done')}</Link>
          </>
        )}
      </div>
    </section>
  );
}

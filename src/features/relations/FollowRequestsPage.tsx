import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { answerFollowRequest, cancelFollowRequest, followRequestsQuery, type FollowRequest } from './follow-requests';
import { UserCard } from './UserCard';
import styles from './UserCard.module.css';

function Answer({ request }: { request: FollowRequest }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = (accept: boolean) => {
    setBusy(true);
    answerFollowRequest(qc, request.follower.id, accept).catch(() => setBusy(false));
  };
  return (
    <>
      <button type="button" className={`${styles.small} ${styles.primary}`} disabled={busy} onClick={() => run(true)}>
        {t('relations.requests.accept')}
      </button>
      <button type="button" className={styles.small} disabled={busy} onClick={() => run(false)}>
        {t('relations.requests.reject')}
      </button>
    </>
  );
}

function Cancel({ request }: { request: FollowRequest }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={styles.small}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        cancelFollowRequest(qc, request.followee.id).catch(() => setBusy(false));
      }}
    >
      {t('relations.requests.cancel')}
    </button>
  );
}

function RequestList({ sent }: { sent: boolean }) {
  const { t } = useI18n();
  const q = useInfiniteQuery(followRequestsQuery(sent ? 'sent' : 'received'));
  if (q.isPending) return <p className={styles.status}>{t('common.loading')}</p>;
  if (q.isError) {
    return (
      <div className={styles.status} role="alert">
        <p>{t('relations.requests.loadFailed')}</p>
        <Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  }
  const items = q.data.pages.flat();
  if (items.length === 0) return <p className={styles.status}>{sent ? t('relations.requests.noneSent') : t('relations.requests.none')}</p>;
  return (
    <>
      <ul className={styles.list}>
        {items.map((r) => (
          <li key={r.id}>
            <UserCard user={sent ? r.followee : r.follower} actions={sent ? <Cancel request={r} /> : <Answer request={r} />} />
          </li>
        ))}
      </ul>
      {q.hasNextPage && (
        <div className={styles.status}>
          <Button disabled={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>{t('notifications.loadMore')}</Button>
        </div>
      )}
    </>
  );
}

/** /my/follow-requests: requests to me (accept / reject) and, where the server lists them, the ones I sent. */
export function FollowRequestsPage() {
  const { t } = useI18n();
  const caps = useCapabilities();
  return (
    <section data-page="follow-requests">
      <PageHeader title={t('relations.requests.title')} />
      <section className={styles.section} aria-labelledby="fr-received">
        <h2 id="fr-received" className={styles.sectionTitle}>{t('relations.requests.received')}</h2>
        <RequestList sent={false} />
      </section>
      <section className={styles.section} aria-labelledby="fr-sent">
        <h2 id="fr-sent" className={styles.sectionTitle}>{t('relations.requests.sent')}</h2>
        {caps.sentFollowRequests ? <RequestList sent /> : <p className={styles.status}>{t('relations.requests.sentUnsupported')}</p>}
      </section>
    </section>
  );
}

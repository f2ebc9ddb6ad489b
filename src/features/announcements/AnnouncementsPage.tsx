import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { getAccount } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import { kitStyles } from '@/features/explore';
import { MfmText, safeImageSrc } from '@/mfm';
import { IconCheck } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { RelativeTime } from '@/ui/time/RelativeTime';
import { announcementsQuery, readAnnouncement } from './announcements-queries';
import styles from './Announcements.module.css';

/** /announcements: every announcement, unread ones marked, with "I've read it". */
export function AnnouncementsPage() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const query = useInfiniteQuery(announcementsQuery());
  const signedIn = !!getAccount();
  const items = query.data?.pages.flat() ?? [];
  return (
    <section data-page="announcements">
      <PageHeader title={t('discover.announcements.title')} />
      {query.isPending ? (
        <p className={kitStyles.status}>{t('common.loading')}</p>
      ) : query.isError && items.length === 0 ? (
        <div className={kitStyles.status} role="alert">
          <p>{t('discover.common.loadFailed')}</p>
          <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
        </div>
      ) : items.length === 0 ? (
        <p className={kitStyles.status}>{t('discover.announcements.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('discover.announcements.title')}>
          {items.map((a) => {
            const unread = signedIn && a.isRead === false;
            const image = safeImageSrc(a.imageUrl ?? null);
            return (
              <li key={a.id} className={styles.item} data-unread={unread || undefined} aria-label={a.title}>
                <h2 className={styles.title}>
                  {unread && <span className={styles.badge}>{t('discover.announcements.unread')}</span>}
                  <MfmText text={a.title} plain author={{ host: null }} />
                </h2>
                <MfmText text={a.text} author={{ host: null }} />
                {image && <img className={styles.image} src={image} alt="" loading="lazy" />}
                <footer className={styles.footer}>
                  {a.createdAt && <RelativeTime date={a.createdAt} />}
                  {unread && (
                    <Button onClick={() => void readAnnouncement(qc, a.id).catch(() => undefined)}>
                      <IconCheck size={16} aria-hidden /> {t('discover.announcements.read')}
                    </Button>
                  )}
                </footer>
              </li>
            );
          })}
        </ul>
      )}
      {query.hasNextPage && (
        <div className={kitStyles.status}>
          <Button disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('timeline.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}

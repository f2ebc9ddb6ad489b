import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import { TabbedList, kitStyles } from '@/ui/list-kit';
import { MfmText, safeImageSrc } from '@/mfm';
import { IconCheck } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { RelativeTime } from '@/ui/time/RelativeTime';
import { announcementParamsQuery, announcementsQuery, readAnnouncement, splitOf, tabFilter, type Announcement, type AnnouncementTab } from './announcements-queries';
import styles from './Announcements.module.css';

function AnnouncementItem({ a, signedIn }: { a: Announcement; signedIn: boolean }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const unread = signedIn && a.isRead === false;
  const image = safeImageSrc(a.imageUrl ?? null);
  return (
    <article className={styles.item} data-unread={unread || undefined} data-announcement={a.id} aria-label={a.title}>
      <h2 className={styles.title}>
        {unread && <span className={styles.badge}>{t('announcements.unread')}</span>}
        <MfmText text={a.title} plain author={{ host: null }} />
      </h2>
      <MfmText text={a.text} author={{ host: null }} />
      {image && <img className={styles.image} src={image} alt="" loading="lazy" />}
      <footer className={styles.footer}>
        {a.createdAt && <RelativeTime date={a.createdAt} />}
        {unread && (
          <Button onClick={() => void readAnnouncement(qc, a.id).catch(() => undefined)}>
            <IconCheck size={16} aria-hidden /> {t('announcements.read')}
          </Button>
        )}
      </footer>
    </article>
  );
}

/**
 * /announcements: current and past ones (by the server's `isActive` where it has it, else unread and
 * read), unread ones marked, with "I've read it".
 */
export function AnnouncementsPage() {
  const { t } = useI18n();
  const signedIn = !!getAccount();
  const params = useQuery(announcementParamsQuery());
  const split = splitOf(params.data);
  const [tab, setTab] = useState<AnnouncementTab>('current');
  // Signed out, a server without isActive has no past: one list of everything.
  const shownTab = split === 'read' && !signedIn ? 'current' : tab;
  const query = useInfiniteQuery({ ...announcementsQuery(shownTab, split, signedIn), enabled: !params.isPending });
  const keep = tabFilter(shownTab, split, signedIn);
  const items = query.data?.pages.flat().filter(keep) ?? [];
  const tabs = split === 'read' && !signedIn ? [] : (['current', 'past'] as const).map((id) => ({ id, label: t(`announcements.tabs.${id}`) }));
  return (
    <TabbedList
      page="announcements"
      title={t('announcements.title')}
      tabs={tabs}
      tab={shownTab}
      onTab={setTab}
      notice={split === 'read' && shownTab === 'past' && <p className={kitStyles.notice}>{t('announcements.pastAreRead')}</p>}
      query={{ ...query, isPending: params.isPending || query.isPending }}
      items={items}
      empty={t('announcements.empty')}
      className={styles.list}
      renderItem={(a) => <AnnouncementItem a={a} signedIn={signedIn} />}
    />
  );
}

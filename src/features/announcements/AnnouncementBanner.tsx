import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { useChannel } from '@/core/stream/use-stream';
import { MfmText } from '@/mfm';
import { IconSpeakerphone, IconX } from '@/ui/icons';
import { markReadInCache, readAnnouncement, unreadAnnouncementsQuery } from './announcements-queries';
import styles from './Announcements.module.css';

/** The newest unread announcement, on every page until it is read (here, on /announcements or in another tab). */
export default function AnnouncementBanner() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const { data } = useQuery(unreadAnnouncementsQuery());
  useChannel('main', {}, {
    readAllAnnouncements: () => void markReadInCache(qc, 'all'),
  });
  const first = data?.[0];
  if (!first) return null;
  return (
    <aside className={styles.banner} role="status" aria-label={t('announcements.banner')} data-announcement-banner>
      <Link to="/announcements" className={styles.bannerLink}>
        <IconSpeakerphone size={18} aria-hidden />
        <span className={styles.bannerText}>
          <MfmText text={first.title || first.text} plain nowrap author={{ host: null }} />
        </span>
        {data.length > 1 && <span>+{data.length - 1}</span>}
      </Link>
      <button type="button" className={styles.bannerClose} aria-label={t('announcements.read')} title={t('announcements.read')} onClick={() => void readAnnouncement(qc, first.id).catch(() => undefined)}>
        <IconX size={16} aria-hidden />
      </button>
    </aside>
  );
}

import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { PageHeader } from '@/ui/page/PageHeader';
import styles from './Messaging.module.css';

/** Misskey 13+ has no chats: say so plainly and point to specified-visibility notes. */
export function MessagingUnavailable({ groups = false }: { groups?: boolean }) {
  const { t } = useI18n();
  return (
    <section data-page="messaging-unavailable">
      <PageHeader title={groups ? t('rooms.groups.title') : t('rooms.messaging.title')} />
      <div className={styles.unavailable} role="status">
        <p>{groups ? t('rooms.unavailable.groups') : t('rooms.unavailable.messaging')}</p>
        <p>{t('rooms.unavailable.hint')}</p>
        <Link to="/">{t('rooms.unavailable.toTimeline')}</Link>
      </div>
    </section>
  );
}

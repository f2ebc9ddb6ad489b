import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { PageHeader } from '@/ui/page/PageHeader';
import styles from './Messaging.module.css';

/** Misskey 13+ has no chats: say so plainly and point to specified-visibility notes. */
export function MessagingUnavailable({ groups = false }: { groups?: boolean }) {
  const { t } = useI18n();
  return (
    <section data-page="messaging-unavailable">
      <PageHeader title={groups ? t('groups.title') : t('messaging.title')} />
      <div className={styles.unavailable} role="status">
        <p>{groups ? t('messaging.unavailable.groups') : t('messaging.unavailable.messaging')}</p>
        <p>{t('messaging.unavailable.hint')}</p>
        <Link to="/">{t('messaging.unavailable.toTimeline')}</Link>
      </div>
    </section>
  );
}

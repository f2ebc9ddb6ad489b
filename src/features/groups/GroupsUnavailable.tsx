import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { PageHeader } from '@/ui/page/PageHeader';
import styles from './Groups.module.css';

/** Misskey 13+ has no user groups: say so plainly. */
export function GroupsUnavailable() {
  const { t } = useI18n();
  return (
    <section data-page="groups-unavailable">
      <PageHeader title={t('groups.title')} />
      <div className={styles.section} role="status">
        <p>{t('messaging.unavailable.groups')}</p>
        <p>{t('messaging.unavailable.hint')}</p>
        <Link to="/">{t('messaging.unavailable.toTimeline')}</Link>
      </div>
    </section>
  );
}

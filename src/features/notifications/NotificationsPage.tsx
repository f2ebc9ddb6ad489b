import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useI18n } from '@/core/i18n';
import { IconChecks } from '@/ui/icons';
import { PageHeader } from '@/ui/page/PageHeader';
import { markAllNotificationsRead } from './mark-all-read';
import { MentionsList } from './MentionsList';
import { NotificationFeed } from './NotificationFeed';
import { NOTIFICATION_TABS, type NotificationTab } from './notifications-queries';
import styles from './Notifications.module.css';

/** /my/notifications: all, unread, mentions and direct notes; mark all as read. */
export function NotificationsPage({ tab }: { tab: NotificationTab }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const id = useId();
  return (
    <section data-page="notifications">
      <PageHeader
        title={t('notifications.title')}
        actions={
          <button type="button" className={styles.tab} data-action="mark-all-read" onClick={() => void markAllNotificationsRead(qc).catch(() => undefined)}>
            <IconChecks size={16} aria-hidden /> {t('notifications.markAllRead')}
          </button>
        }
      />
      <div className={styles.tabs} role="tablist" aria-label={t('notifications.title')}>
        {NOTIFICATION_TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`${id}-${k}`}
            aria-selected={tab === k}
            aria-controls={`${id}-panel`}
            className={styles.tab}
            onClick={() => void navigate({ to: '/my/notifications', search: { tab: k }, replace: true })}
          >
            {t(`notifications.tabs.${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'all' && <NotificationFeed markAsRead />}
        {tab === 'unread' && <NotificationFeed unreadOnly />}
        {tab === 'mentions' && <MentionsList direct={false} />}
        {tab === 'direct' && <MentionsList direct />}
      </div>
    </section>
  );
}

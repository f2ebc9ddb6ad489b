import { useSyncExternalStore } from 'react';
import { useI18n } from '@/core/i18n';
import { dismissNotificationPopup, getNotificationPopups, subscribeNotificationPopups } from '@/core/notification-popup/popup-store';
import { useSetting } from '@/core/settings';
import { NotificationRow } from '@/features/notifications';
import { IconX } from '@/ui/icons';
import { popupPlacement } from './popup-placement';
import styles from './NotificationPopups.module.css';

/** New notifications popping up at the corner of `notificationPosition`, stacked along `notificationStackAxis`. */
export function NotificationPopups() {
  const { t } = useI18n();
  const popups = useSyncExternalStore(subscribeNotificationPopups, getNotificationPopups, getNotificationPopups);
  const [position] = useSetting('notificationPosition');
  const [axis] = useSetting('notificationStackAxis');
  if (popups.length === 0) return null;
  const { style } = popupPlacement(position, axis);
  return (
    <section className={styles.region} style={style} aria-label={t('notifications.popup.region')} aria-live="polite" data-notification-popups={position} data-stack={axis}>
      {popups.map((p) => (
        <div key={p.key} className={styles.popup} data-notification-popup={p.notification.id}>
          <NotificationRow notification={p.notification} />
          <button type="button" className={styles.close} aria-label={t('common.close')} onClick={() => dismissNotificationPopup(p.key)}>
            <IconX size={14} aria-hidden />
          </button>
        </div>
      ))}
    </section>
  );
}

import { useSyncExternalStore } from 'react';
import { getNotificationPopups, subscribeNotificationPopups } from '@/core/notification-popup/popup-store';
import { deferredComponent } from '../deferred';

const NotificationPopups = deferredComponent(() => import('./NotificationPopups').then((m) => m.NotificationPopups));
const anyShown = () => getNotificationPopups().length > 0;

/** The pop-ups' code loads with the first notification that pops up, not before. */
export function NotificationPopupsSlot() {
  const shown = useSyncExternalStore(subscribeNotificationPopups, anyShown, anyShown);
  return shown ? <NotificationPopups /> : null;
}

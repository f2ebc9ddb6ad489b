/** The lean public entry route loaders use (no components). */
export { loadNotificationsPage } from './page-loader';
export { NOTIFICATION_TABS, type NotificationTab } from './notifications-queries';

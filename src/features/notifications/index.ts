/** Notifications: the page, the feed (also the deck column and the widget), grouping and the unread badge. */
export { NotificationsPage } from './NotificationsPage';
export { NotificationFeed } from './NotificationFeed';
export { notificationFeedQuery, mentionsQuery, NOTIFICATION_TABS, type NotificationTab } from './notifications-queries';
export { useUnreadNotificationsBadge } from './use-unread-badge';
export { NotificationRow } from './NotificationRow';

/** The lean public entry the navigation bar loads up front: only the unread badge. */
export { useUnreadNotificationsBadge } from './use-unread-badge';

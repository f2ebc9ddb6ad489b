import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '@/features/notifications';
import { loadNotificationsPage, NOTIFICATION_TABS, type NotificationTab } from '@/features/notifications/loader';

export const Route = createFileRoute('/_login/my/notifications')({
  validateSearch: (search: Record<string, unknown>): { tab?: NotificationTab } =>
    NOTIFICATION_TABS.includes(search.tab as NotificationTab) ? { tab: search.tab as NotificationTab } : {},
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'all' }),
  loader: ({ context, deps }) => loadNotificationsPage(context.queryClient, deps.tab),
  component: function NotificationsRoute() {
    const { tab = 'all' } = Route.useSearch();
    return <NotificationsPage tab={tab} />;
  },
});

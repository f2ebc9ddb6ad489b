import { createFileRoute } from '@tanstack/react-router';
import { TimelineSettingsPage } from '@/features/settings/pages/ClientItemsPage';

export const Route = createFileRoute('/_login/settings/timeline')({
  component: TimelineSettingsPage,
});

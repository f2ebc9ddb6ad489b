import { createFileRoute } from '@tanstack/react-router';
import { BehaviorSettingsPage } from '@/features/settings/pages/ClientItemsPage';

export const Route = createFileRoute('/_login/settings/behavior')({
  component: BehaviorSettingsPage,
});

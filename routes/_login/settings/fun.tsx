import { createFileRoute } from '@tanstack/react-router';
import { FunSettingsPage } from '@/features/settings/pages/ClientItemsPage';

export const Route = createFileRoute('/_login/settings/fun')({
  component: FunSettingsPage,
});

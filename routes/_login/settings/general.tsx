import { createFileRoute } from '@tanstack/react-router';
import { GeneralSettingsPage } from '@/features/settings/pages/GeneralSettingsPage';

export const Route = createFileRoute('/_login/settings/general')({
  component: GeneralSettingsPage,
});

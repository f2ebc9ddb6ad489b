import { createFileRoute } from '@tanstack/react-router';
import { OtherSettingsPage } from '@/features/settings/pages/OtherSettingsPage';

export const Route = createFileRoute('/_login/settings/other')({
  component: OtherSettingsPage,
});

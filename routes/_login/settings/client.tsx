import { createFileRoute } from '@tanstack/react-router';
import { ClientInfoPage } from '@/features/settings/pages/ClientInfoPage';

export const Route = createFileRoute('/_login/settings/client')({
  component: ClientInfoPage,
});

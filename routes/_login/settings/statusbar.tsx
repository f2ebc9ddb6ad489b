import { createFileRoute } from '@tanstack/react-router';
import { StatusbarPage } from '@/features/settings/pages/StatusbarPage';

export const Route = createFileRoute('/_login/settings/statusbar')({
  component: StatusbarPage,
});

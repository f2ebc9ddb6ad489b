import { createFileRoute } from '@tanstack/react-router';
import { AppearancePage } from '@/features/appearance';

export const Route = createFileRoute('/_login/settings/appearance')({
  component: AppearancePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { DrivePage } from '@/features/settings/pages/DrivePage';

export const Route = createFileRoute('/_login/settings/drive')({
  component: DrivePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ThemeManagePage } from '@/features/theme';

export const Route = createFileRoute('/_login/settings/theme/manage')({
  component: ThemeManagePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ThemeEditorPage } from '@/features/theme';

export const Route = createFileRoute('/_login/settings/theme/editor')({
  component: ThemeEditorPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { PageEditorPage } from '@/features/pages';

export const Route = createFileRoute('/_login/pages/new')({
  component: function PageNewRoute() {
    return <PageEditorPage />;
  },
});

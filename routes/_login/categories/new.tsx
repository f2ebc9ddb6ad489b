import { createFileRoute } from '@tanstack/react-router';
import { CategoryEditorPage } from '@/features/categories';

export const Route = createFileRoute('/_login/categories/new')({
  component: function CategoryNewRoute() {
    return <CategoryEditorPage />;
  },
});

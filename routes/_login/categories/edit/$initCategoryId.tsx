import { createFileRoute } from '@tanstack/react-router';
import { CategoryEditorPage } from '@/features/categories';
import { ensureStartCapabilities } from '@/core/capabilities';

export const Route = createFileRoute('/_login/categories/edit/$initCategoryId')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context, params }) => {
    const { categoryQuery } = await import('@/features/categories/categories-queries');
    // Servers without categories (Misskey 13) are not asked; the page says so.
    if ((await ensureStartCapabilities(context.queryClient)).categories) await context.queryClient.ensureQueryData(categoryQuery(params.initCategoryId)).catch(() => undefined);
  },
  component: function CategoryEditRoute() {
    const { initCategoryId } = Route.useParams();
    return <CategoryEditorPage key={initCategoryId} categoryId={initCategoryId} />;
  },
});

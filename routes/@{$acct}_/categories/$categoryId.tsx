import { createFileRoute } from '@tanstack/react-router';
import { CategoryViewPage } from '@/features/categories';
import { ensureStartCapabilities } from '@/core/capabilities';

/** Not nested in the profile route (`@{$acct}_`). */
export const Route = createFileRoute('/@{$acct}_/categories/$categoryId')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context, params }) => {
    const { categoryQuery } = await import('@/features/categories/categories-queries');
    // Servers without categories (Misskey 13) are not asked; the page says so.
    if ((await ensureStartCapabilities(context.queryClient)).categories) await context.queryClient.ensureQueryData(categoryQuery(params.categoryId)).catch(() => undefined);
  },
  component: function CategoryViewRoute() {
    const { acct, categoryId } = Route.useParams();
    return <CategoryViewPage key={`${acct}/${categoryId}`} username={acct} categoryId={categoryId} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { PageEditorPage } from '@/features/pages';

export const Route = createFileRoute('/_login/pages/edit/$initPageId')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context, params }) => {
    const { pageByIdQuery } = await import('@/features/pages/pages-queries');
    await context.queryClient.ensureQueryData(pageByIdQuery(params.initPageId)).catch(() => undefined);
  },
  component: function PageEditRoute() {
    const { initPageId } = Route.useParams();
    return <PageEditorPage key={initPageId} pageId={initPageId} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/features/lists';

export const Route = createFileRoute('/_login/my/lists/$listId')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context, params }) => {
    const { listQuery } = await import('@/features/lists/lists-queries');
    await context.queryClient.ensureQueryData(listQuery(params.listId)).catch(() => undefined);
  },
  component: function ListRoute() {
    const { listId } = Route.useParams();
    return <ListPage key={listId} listId={listId} />;
  },
});

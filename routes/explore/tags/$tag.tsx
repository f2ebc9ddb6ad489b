import { createFileRoute } from '@tanstack/react-router';
import { ExploreTagPage } from '@/features/explore';

export const Route = createFileRoute('/explore/tags/$tag')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context, params }) => {
    const { tagUsersQuery } = await import('@/features/explore/explore-queries');
    await context.queryClient.ensureQueryData(tagUsersQuery(params.tag, 'combined')).catch(() => undefined);
  },
  component: function ExploreTagRoute() {
    const { tag } = Route.useParams();
    return <ExploreTagPage key={tag} tag={tag} />;
  },
});

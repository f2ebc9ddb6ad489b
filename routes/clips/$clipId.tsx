import { createFileRoute } from '@tanstack/react-router';
import { ClipPage } from '@/features/clips';

export const Route = createFileRoute('/clips/$clipId')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context, params }) => {
    const { clipQuery } = await import('@/features/clips/clips-queries');
    await context.queryClient.ensureQueryData(clipQuery(params.clipId)).catch(() => undefined);
  },
  component: function ClipRoute() {
    const { clipId } = Route.useParams();
    return <ClipPage key={clipId} clipId={clipId} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { timelineQuery } from '@/features/timeline/timeline-query';
import { SourceTimelinePage } from '@/features/timeline-pages';

export const Route = createFileRoute('/tags/$tag')({
  // The timeline's first page leaves with the route's code; the page shows its own loading state.
  loader: ({ context, params }) => void context.queryClient.prefetchInfiniteQuery(timelineQuery({ kind: 'tag', tag: params.tag })),
  component: function TagRoute() {
    const { tag } = Route.useParams();
    return <SourceTimelinePage page="tag" title={`#${tag}`} source={{ kind: 'tag', tag }} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { SourceTimelinePage } from '@/features/timeline-pages';

export const Route = createFileRoute('/tags/$tag')({
  component: function TagRoute() {
    const { tag } = Route.useParams();
    return <SourceTimelinePage page="tag" title={`#${tag}`} source={{ kind: 'tag', tag }} />;
  },
});

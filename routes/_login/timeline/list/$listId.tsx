import { createFileRoute } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { timelineQuery } from '@/features/timeline/timeline-query';
import { SourceTimelinePage } from '@/features/timeline-pages';

export const Route = createFileRoute('/_login/timeline/list/$listId')({
  // The timeline's first page leaves with the route's code; the page shows its own loading state.
  loader: ({ context, params }) => void context.queryClient.prefetchInfiniteQuery(timelineQuery({ kind: 'list', listId: params.listId })),
  component: function ListRoute() {
    const { t } = useI18n();
    const { listId } = Route.useParams();
    return <SourceTimelinePage page="list" title={t('timeline.list')} source={{ kind: 'list', listId }} />;
  },
});

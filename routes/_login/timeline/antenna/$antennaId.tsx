import { createFileRoute } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { timelineQuery } from '@/features/timeline/timeline-query';
import { SourceTimelinePage } from '@/features/timeline-pages';

export const Route = createFileRoute('/_login/timeline/antenna/$antennaId')({
  // The timeline's first page leaves with the route's code; the page shows its own loading state.
  loader: ({ context, params }) => void context.queryClient.prefetchInfiniteQuery(timelineQuery({ kind: 'antenna', antennaId: params.antennaId })),
  component: function AntennaRoute() {
    const { t } = useI18n();
    const { antennaId } = Route.useParams();
    return <SourceTimelinePage page="antenna" title={t('timeline.antenna')} source={{ kind: 'antenna', antennaId }} />;
  },
});

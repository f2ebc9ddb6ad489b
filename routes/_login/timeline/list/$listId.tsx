import { createFileRoute } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { SourceTimelinePage } from '@/features/timeline-pages';

export const Route = createFileRoute('/_login/timeline/list/$listId')({
  component: function ListRoute() {
    const { t } = useI18n();
    const { listId } = Route.useParams();
    return <SourceTimelinePage page="list" title={t('timeline.list')} source={{ kind: 'list', listId }} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { SourceTimelinePage } from '@/features/timeline-pages';

export const Route = createFileRoute('/_login/timeline/antenna/$antennaId')({
  component: function AntennaRoute() {
    const { t } = useI18n();
    const { antennaId } = Route.useParams();
    return <SourceTimelinePage page="antenna" title={t('timeline.antenna')} source={{ kind: 'antenna', antennaId }} />;
  },
});

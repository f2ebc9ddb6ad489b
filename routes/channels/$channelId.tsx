import { createFileRoute } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { SourceTimelinePage } from '@/features/timeline-pages';

export const Route = createFileRoute('/channels/$channelId')({
  component: function ChannelRoute() {
    const { t } = useI18n();
    const { channelId } = Route.useParams();
    return <SourceTimelinePage page="channel" title={t('timeline.channel')} source={{ kind: 'channel', channelId }} />;
  },
});

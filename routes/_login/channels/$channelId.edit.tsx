import { createFileRoute } from '@tanstack/react-router';
import { ChannelEditPage, channelQuery } from '@/features/channels';

export const Route = createFileRoute('/_login/channels/$channelId/edit')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(channelQuery(params.channelId)),
  component: function ChannelEditRoute() {
    const { channelId } = Route.useParams();
    return <ChannelEditPage key={channelId} channelId={channelId} />;
  },
});

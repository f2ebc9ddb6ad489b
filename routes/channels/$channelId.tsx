import { createFileRoute } from '@tanstack/react-router';
import { ChannelPage, channelQuery } from '@/features/channels';

export const Route = createFileRoute('/channels/$channelId')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(channelQuery(params.channelId)),
  component: function ChannelRoute() {
    const { channelId } = Route.useParams();
    return <ChannelPage key={channelId} channelId={channelId} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { CHANNEL_TABS, ChannelsPage, channelListQuery, type ChannelTab } from '@/features/channels';

interface ChannelsSearch {
  tab?: ChannelTab;
  q?: string;
}

export const Route = createFileRoute('/channels/')({
  validateSearch: (search: Record<string, unknown>): ChannelsSearch => ({
    ...(typeof search.tab === 'string' && (CHANNEL_TABS as readonly string[]).includes(search.tab) ? { tab: search.tab as ChannelTab } : {}),
    ...(typeof search.q === 'string' && search.q !== '' ? { q: search.q } : {}),
  }),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'featured', q: search.q ?? '' }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(channelListQuery(deps.tab, deps.q)).catch(() => undefined),
  component: function ChannelsRoute() {
    const { tab = 'featured', q = '' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ChannelsPage tab={tab} q={q} onTab={(next, query) => void navigate({ search: { ...(next === 'featured' ? {} : { tab: next }), ...(query ? { q: query } : {}) } })} />;
  },
});

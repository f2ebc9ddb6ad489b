import { createFileRoute } from '@tanstack/react-router';
import { ensureStartCapabilities } from '@/core/capabilities';
import { SearchPage } from '@/features/search';
import { noteSearchQuery } from '@/features/search/search-queries';

interface SearchParams {
  q?: string;
  channel?: string;
  user?: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined);

export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): SearchParams => {
    const out: SearchParams = {};
    const q = str(search.q);
    const channel = str(search.channel);
    const user = str(search.user);
    if (q !== undefined) out.q = q;
    if (channel) out.channel = channel;
    if (user) out.user = user;
    return out;
  },
  loaderDeps: ({ search }) => search,
  // The note results the page opens with, from the same query, when this server can search notes.
  loader: ({ context, deps }) => {
    const q = deps.q ?? '';
    if (q.trim() === '') return;
    void ensureStartCapabilities(context.queryClient).then((caps) => {
      if (caps.noteSearch) void context.queryClient.prefetchInfiniteQuery(noteSearchQuery({ q, channel: deps.channel, user: deps.user }));
    });
  },
  component: function SearchRoute() {
    const { q = '', channel, user } = Route.useSearch();
    return <SearchPage key={`${q}|${channel ?? ''}|${user ?? ''}`} q={q} channel={channel} user={user} />;
  },
});

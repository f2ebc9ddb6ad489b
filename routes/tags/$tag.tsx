import { createFileRoute } from '@tanstack/react-router';
import { TagUserNotesPage } from '@/features/search';
import { timelineQuery } from '@/features/timeline/timeline-query';
import { SourceTimelinePage } from '@/features/timeline-pages';

interface TagSearch {
  /** Only this user's notes with the tag: a user id, or an acct starting with @. */
  user?: string;
}

export const Route = createFileRoute('/tags/$tag')({
  validateSearch: (search: Record<string, unknown>): TagSearch => (typeof search.user === 'string' && search.user.trim() !== '' ? { user: search.user.trim() } : {}),
  loaderDeps: ({ search }) => ({ user: search.user }),
  // The first page leaves with the route's code; the page shows its own loading state. The user
  // filter's query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: ({ context, params, deps }) => {
    const user = deps.user;
    if (!user) return void context.queryClient.prefetchInfiniteQuery(timelineQuery({ kind: 'tag', tag: params.tag }));
    void import('@/features/search/tag-user-queries').then(({ loadTagUserNotes }) => loadTagUserNotes(context.queryClient, params.tag, user)).catch(() => undefined);
  },
  component: function TagRoute() {
    const { tag } = Route.useParams();
    const { user } = Route.useSearch();
    if (user) return <TagUserNotesPage key={`${tag}|${user}`} tag={tag} user={user} />;
    return <SourceTimelinePage page="tag" title={`#${tag}`} source={{ kind: 'tag', tag }} />;
  },
});

/**
 * /tags/{tag}?user=…: the notes of one user with one tag. `notes/search-by-tag` takes no user, so
 * its pages are read (up to RAW_LIMIT notes at a time, a few times per page at most) and kept to
 * that user's notes; paging goes on from the last note the server answered.
 */
import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import type { UserDetailed } from '@/core/entities/user';
import { queryKey } from '@/core/query/keys';
import { sanitizeNotes } from '@/core/entities/note-guard';

export const RAW_LIMIT = 100;
/** Server pages read for one page of results before showing what was found (and "more"). */
export const ROUNDS_PER_PAGE = 5;
/** Enough for a screen; fewer means another server page is read. */
const WANTED = 10;

export interface TagUserPage {
  notes: Note[];
  /** The server's cursor after this page; null when the server has no more. */
  next: string | null;
}

/** `user` names a user by id, or by acct (`alice`, `@alice`, `@alice@host`) when it starts with @. */
export function userLookupParams(user: string): Record<string, string> {
  if (!user.startsWith('@')) return { userId: user };
  const [username = '', host] = user.slice(1).split('@');
  return host ? { username, host } : { username };
}

export function tagUserQuery(user: string) {
  return queryOptions({
    queryKey: queryKey('search', 'tagUser', user),
    queryFn: ({ signal }) => getApi().request<UserDetailed>('users/show', userLookupParams(user), { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Reads search-by-tag pages from `cursor` until enough of the user's notes turned up (or the server ran out). */
export async function readTagUserPage(fetchPage: (untilId: string | null) => Promise<Note[]>, userId: string, cursor: string | null): Promise<TagUserPage> {
  const notes: Note[] = [];
  let next = cursor;
  for (let round = 0; round < ROUNDS_PER_PAGE; round++) {
    const raw = await fetchPage(next);
    notes.push(...raw.filter((n) => n.userId === userId || n.user?.id === userId));
    next = raw.length >= RAW_LIMIT ? (raw[raw.length - 1]?.id ?? null) : null;
    if (next === null || notes.length >= WANTED) break;
  }
  return { notes, next };
}

export function tagUserNotesQuery(tag: string, userId: string) {
  return infiniteQueryOptions({
    queryKey: queryKey('search', 'tagUserNotes', tag, userId),
    queryFn: ({ pageParam, signal }) =>
      readTagUserPage(
        async (untilId) => sanitizeNotes(await getApi().request<unknown>('notes/search-by-tag', { tag, limit: RAW_LIMIT, ...(untilId ? { untilId } : {}) }, { signal })),
        userId,
        pageParam,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: TagUserPage) => last.next,
    select: (d: InfiniteData<TagUserPage, string | null>): InfiniteData<Note[], string | null> => ({ pages: d.pages.map((p) => p.notes), pageParams: d.pageParams }),
    staleTime: 60_000,
  });
}

/** A note from the `hashtag` channel: the user's ones go on top of the first page. */
export function insertTagUserNote(qc: QueryClient, tag: string, userId: string, note: Note): void {
  if (note.userId !== userId) return;
  qc.setQueryData<InfiniteData<TagUserPage, string | null>>(tagUserNotesQuery(tag, userId).queryKey, (d) => {
    if (!d || d.pages.some((p) => p.notes.some((n) => n.id === note.id))) return d;
    const [first, ...rest] = d.pages;
    return { ...d, pages: [{ notes: [note, ...(first?.notes ?? [])], next: first?.next ?? null }, ...rest] };
  });
}

/** The route's loader: the user, then the first page of their notes with the tag. */
export async function loadTagUserNotes(qc: QueryClient, tag: string, user: string): Promise<void> {
  const u = await qc.ensureQueryData(tagUserQuery(user));
  await qc.ensureInfiniteQueryData(tagUserNotesQuery(tag, u.id));
}

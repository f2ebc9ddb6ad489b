import { infiniteQueryOptions, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { queryKey } from '@/core/query/keys';
import { useChannel } from '@/core/stream/use-stream';
import { sanitizeNotes } from '@/core/entities/note-guard';

const PAGE = 20;

/** notes/mentions; `direct` asks for the specified-visibility ones only (direct notes). */
export function mentionsQuery(direct: boolean) {
  return infiniteQueryOptions({
    queryKey: queryKey('mentions', { direct }),
    queryFn: async ({ pageParam, signal }) =>
      sanitizeNotes(await getApi().request<unknown>('notes/mentions', { limit: PAGE, ...(direct ? { visibility: 'specified' } : {}), ...(pageParam ? { untilId: pageParam } : {}) }, { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length > 0 ? (last[last.length - 1]?.id ?? null) : null),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Puts a note first in a mentions list unless it is there (or is not direct when the list is). */
export function prependMention(data: InfiniteData<Note[]> | undefined, note: Note, direct: boolean): InfiniteData<Note[]> | undefined {
  if (!data || data.pages.length === 0) return data;
  if (direct && note.visibility !== 'specified') return data;
  if (data.pages.some((p) => p.some((n) => n.id === note.id))) return data;
  const [first = [], ...rest] = data.pages;
  return { ...data, pages: [[note, ...first], ...rest] };
}

/** New mentions arrive on the main channel (`mention`); the list takes them live. */
export function useLiveMentions(direct: boolean): void {
  const qc = useQueryClient();
  useChannel('main', {}, {
    mention: (body) => {
      const [note] = sanitizeNotes([body]);
      if (note) qc.setQueryData(mentionsQuery(direct).queryKey, (data) => prependMention(data, note, direct));
    },
  });
}

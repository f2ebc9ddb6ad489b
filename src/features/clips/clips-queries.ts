import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import type { UserLite } from '@/core/entities/user';
import { queryKey } from '@/core/query/keys';
import { sanitizeNotes } from '@/core/entities/note-guard';
import { clipParams, type ClipForm } from './clip-form';

const PAGE = 20;

export interface Clip {
  id: string;
  name: string;
  description?: string | null;
  isPublic?: boolean;
  userId?: string;
  user?: UserLite;
  createdAt?: string;
  lastClippedAt?: string | null;
  [key: string]: unknown;
}

export function isClip(v: unknown): v is Clip {
  return typeof v === 'object' && v !== null && typeof (v as Clip).id === 'string' && typeof (v as Clip).name === 'string';
}

/** Every clip key sits under `all()`. */
export const clipKeys = {
  all: () => queryKey('clips'),
  mine: () => queryKey('clips', 'mine'),
  show: (clipId: string) => queryKey('clips', 'show', clipId),
  notes: (clipId: string) => queryKey('clips', 'notes', clipId),
};

export function myClipsQuery() {
  return queryOptions({
    queryKey: clipKeys.mine(),
    queryFn: async ({ signal }) => {
      const raw = await getApi().request<unknown>('clips/list', {}, { signal });
      return Array.isArray(raw) ? raw.filter(isClip) : [];
    },
    staleTime: 30_000,
  });
}

export function clipQuery(clipId: string) {
  return queryOptions({
    queryKey: clipKeys.show(clipId),
    queryFn: async ({ signal }) => {
      const raw = await getApi().request<unknown>('clips/show', { clipId }, { signal });
      if (!isClip(raw)) throw new Error('Unexpected clip answer');
      return raw;
    },
    staleTime: 30_000,
  });
}

export function clipNotesQuery(clipId: string) {
  return infiniteQueryOptions({
    queryKey: clipKeys.notes(clipId),
    queryFn: async ({ pageParam, signal }) => sanitizeNotes(await getApi().request<unknown>('clips/notes', { clipId, limit: PAGE, ...(pageParam ? { untilId: pageParam } : {}) }, { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length >= PAGE ? (last[last.length - 1]?.id ?? null) : null),
    staleTime: 30_000,
  });
}

/** clips/create (or update with `original`); the clip queries refetch. Returns the server's answer. */
export async function saveClip(qc: QueryClient, form: ClipForm, original?: Clip): Promise<unknown> {
  const res = await getApi().request<unknown>(original ? 'clips/update' : 'clips/create', clipParams(form, original));
  await qc.invalidateQueries({ queryKey: clipKeys.all() });
  return res;
}

/** clips/delete; the list of my clips refetches. */
export async function deleteClip(qc: QueryClient, clipId: string): Promise<void> {
  await getApi().request('clips/delete', { clipId });
  await qc.invalidateQueries({ queryKey: clipKeys.mine() });
}

/** clips/remove-note: the note leaves the clip's pages at once and comes back if the server refuses. */
export async function removeNoteFromClip(qc: QueryClient, clipId: string, noteId: string): Promise<void> {
  const key = clipNotesQuery(clipId).queryKey;
  const before = qc.getQueryData<InfiniteData<Note[]>>(key);
  if (before) qc.setQueryData(key, { ...before, pages: before.pages.map((p) => p.filter((n) => n.id !== noteId)) });
  try {
    await getApi().request('clips/remove-note', { clipId, noteId });
  } catch {
    if (before) qc.setQueryData(key, before);
  }
}

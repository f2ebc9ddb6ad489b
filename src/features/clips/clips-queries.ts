import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { UserLite } from '@/core/entities/user';
import { queryKey } from '@/core/query/keys';
import { sanitizeNotes } from '@/core/entities/note-guard';

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

export const clipsKey = (...parts: unknown[]) => queryKey('clips', ...parts);

export function myClipsQuery() {
  return queryOptions({
    queryKey: clipsKey('mine'),
    queryFn: async ({ signal }) => {
      const raw = await getApi().request<unknown>('clips/list', {}, { signal });
      return Array.isArray(raw) ? raw.filter(isClip) : [];
    },
    staleTime: 30_000,
  });
}

export function clipQuery(clipId: string) {
  return queryOptions({
    queryKey: clipsKey('show', clipId),
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
    queryKey: clipsKey('notes', clipId),
    queryFn: async ({ pageParam, signal }) => sanitizeNotes(await getApi().request<unknown>('clips/notes', { clipId, limit: PAGE, ...(pageParam ? { untilId: pageParam } : {}) }, { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length >= PAGE ? (last[last.length - 1]?.id ?? null) : null),
    staleTime: 30_000,
  });
}

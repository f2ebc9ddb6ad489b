import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import type { UserDetailed, UserLite } from '@/core/entities/user';
import { userKeys } from './user-queries';

const PAGE = 20;

function objects<T extends { id: string }>(value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter((x): x is T => !!x && typeof x === 'object' && typeof (x as T).id === 'string');
}

function paged<T extends { id: string }>(key: readonly [tab: string, userId: string], endpoint: string, params: Record<string, unknown>) {
  return infiniteQueryOptions({
    queryKey: userKeys.list(...key),
    queryFn: async ({ pageParam, signal }) =>
      objects<T>(await getApi().request<unknown>(endpoint, { ...params, limit: PAGE, ...(pageParam ? { untilId: pageParam } : {}) }, { signal, suppressError: true })),
    initialPageParam: null as string | null,
    getNextPageParam: (last: T[]) => (last.length >= PAGE ? (last[last.length - 1]?.id ?? null) : null),
    staleTime: 60_000,
  });
}

export interface UserReaction {
  id: string;
  createdAt: string;
  type: string;
  note: Note;
  user?: UserLite;
}

export interface FollowEdge {
  id: string;
  createdAt?: string;
  followerId?: string;
  followeeId?: string;
  follower?: UserDetailed;
  followee?: UserDetailed;
}

export interface ClipLite { id: string; name: string; description?: string | null; isPublic?: boolean; lastClippedAt?: string | null }
export interface PageLite { id: string; name: string; title: string; summary?: string | null; createdAt?: string; eyeCatchingImage?: { url?: string; thumbnailUrl?: string } | null; likedCount?: number }
export interface GalleryLite { id: string; title: string; description?: string | null; isSensitive?: boolean; files?: Array<{ id: string; thumbnailUrl?: string | null; url?: string; isSensitive?: boolean }>; likedCount?: number }

export const userFilesQuery = (userId: string) => paged<Note>(['files', userId], 'users/notes', { userId, withFiles: true, includeReplies: true });
export const userReactionsQuery = (userId: string) => paged<UserReaction>(['reactions', userId], 'users/reactions', { userId });
export const userClipsQuery = (userId: string) => paged<ClipLite>(['clips', userId], 'users/clips', { userId });
export const userPagesQuery = (userId: string) => paged<PageLite>(['pages', userId], 'users/pages', { userId });
export const userGalleryQuery = (userId: string) => paged<GalleryLite>(['gallery', userId], 'users/gallery/posts', { userId });
export const followListQuery = (userId: string, direction: 'following' | 'followers') =>
  paged<FollowEdge>([direction, userId], direction === 'following' ? 'users/following' : 'users/followers', { userId });

export interface NotesChart {
  total?: number[];
  inc?: number[];
  diffs?: { normal?: number[]; reply?: number[]; renote?: number[]; withFile?: number[] };
}

/** charts/user/notes per day, the last `days` days (newest first). */
export function userNotesChartQuery(userId: string, days = 30) {
  return queryOptions({
    queryKey: userKeys.notesChart(userId, days),
    queryFn: ({ signal }) => getApi().request<NotesChart>('charts/user/notes', { userId, span: 'day', limit: days }, { signal, suppressError: true }),
    staleTime: 5 * 60_000,
  });
}

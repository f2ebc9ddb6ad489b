import { infiniteQueryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import type { Notification } from '@/core/entities/notification';
import { queryKey } from '@/core/query/keys';
import { fillPage, type FilledPage } from './fill-page';
import { notificationPasses, sanitizeNotifications } from './notification-kinds';
import { sanitizeNotes } from '@/core/entities/note-guard';

export const NOTIFICATIONS_PAGE = 20;

export type NotificationTab = 'all' | 'unread' | 'mentions' | 'direct';
export const NOTIFICATION_TABS: readonly NotificationTab[] = ['all', 'unread', 'mentions', 'direct'];

export interface FeedFilter {
  /** Types to show (null = every type). */
  include: readonly string[] | null;
  /** Types the account excluded in its notification settings. */
  exclude: readonly string[];
  unreadOnly?: boolean;
  /** Whether reading the first page marks everything read (the notifications page does). */
  markAsRead?: boolean;
  /**
   * Read from `i/notifications-grouped` (where the server has it: Misskey 2024.3+), which sends
   * runs of reactions / renotes on one note as one entry. See `groupedFeed`.
   */
  grouped?: boolean;
}

/**
 * Whether a feed reads the server's grouped list: the server has it, the reader groups
 * notifications (the `useGroupedNotifications` setting), and the list is not "unread only" (the
 * grouped endpoint has no such filter).
 */
export function groupedFeed(serverHasIt: boolean, setting: boolean, unreadOnly: boolean | undefined): boolean {
  return serverHasIt && setting && !unreadOnly;
}

import { FEED_ROOT } from './unread-query';

/**
 * A notifications list, paged by the RAW last id: the filter runs here, because Misskey 13 filters
 * includeTypes after taking `limit` (an empty page there does not mean the end).
 */
export function notificationFeedQuery(filter: FeedFilter) {
  return infiniteQueryOptions({
    queryKey: queryKey(FEED_ROOT, 'list', { include: filter.include, exclude: filter.exclude, unreadOnly: !!filter.unreadOnly, markAsRead: !!filter.markAsRead, grouped: !!filter.grouped }),
    queryFn: ({ pageParam, signal }): Promise<FilledPage<Notification>> =>
      fillPage({
        from: pageParam,
        want: NOTIFICATIONS_PAGE,
        rawLimit: NOTIFICATIONS_PAGE,
        accept: (n) => notificationPasses(n, filter.include, filter.exclude),
        // The grouped list counts `limit` before grouping (a page of a few groups may hold a full
        // page of notifications): only an empty page ends it. A group's id is its oldest member's.
        ...(filter.grouped ? { isLast: (raw: readonly Notification[]) => raw.length === 0 } : {}),
        fetchRaw: async (untilId) =>
          sanitizeNotifications(
            await getApi().request<unknown>(
              filter.grouped ? 'i/notifications-grouped' : 'i/notifications',
              {
                limit: NOTIFICATIONS_PAGE,
                markAsRead: !!filter.markAsRead && untilId === null,
                ...(filter.unreadOnly ? { unreadOnly: true } : {}),
                ...(untilId ? { untilId } : {}),
              },
              { signal },
            ),
          ),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });
}

/** Mentions (or direct notes: visibility specified) as notes, from notes/mentions. */
export function mentionsQuery(direct: boolean) {
  return infiniteQueryOptions({
    queryKey: queryKey(FEED_ROOT, direct ? 'direct' : 'mentions'),
    queryFn: async ({ pageParam, signal }): Promise<Note[]> =>
      sanitizeNotes(
        await getApi().request<unknown>(
          'notes/mentions',
          { limit: NOTIFICATIONS_PAGE, ...(direct ? { visibility: 'specified' } : {}), ...(pageParam ? { untilId: pageParam } : {}) },
          { signal },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length > 0 ? (last[last.length - 1]?.id ?? null) : null),
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });
}

import { infiniteQueryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { Notification } from '@/core/entities/notification';
import { queryKey } from '@/core/query/keys';

const PAGE = 20;

function sanitize(value: unknown): Notification[] {
  if (!Array.isArray(value)) return [];
  return value.filter((n): n is Notification => !!n && typeof n === 'object' && typeof (n as Notification).id === 'string' && typeof (n as Notification).type === 'string');
}

/**
 * i/notifications, paged by untilId. The key starts with [origin, userId, 'notifications'], so the
 * main channel's new notifications are prepended to every such list (core/stream main-events).
 */
export function notificationsQuery(includeTypes: readonly string[] | null = null) {
  return infiniteQueryOptions({
    queryKey: queryKey('notifications', { includeTypes }),
    queryFn: async ({ pageParam, signal }) =>
      sanitize(
        await getApi().request<unknown>(
          'i/notifications',
          { limit: PAGE, markAsRead: true, ...(includeTypes ? { includeTypes } : {}), ...(pageParam ? { untilId: pageParam } : {}) },
          { signal },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length > 0 ? (last[last.length - 1]?.id ?? null) : null),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
